import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Lang } from '#shared/routes.ts'
import type { SessionDeps, SessionUser } from '#server/core/session.ts'
import type { RateLimitRule } from '#server/core/rate-limits/rate-limit.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call: anybody, any signed-in user (cookie or bearer session), staff (ADMIN or SUPPORT,
 * two-factor passed), or an ADMIN only (two-factor passed).
 */
export type Access = 'public' | 'user' | 'staff' | 'admin'

/** A response that is not plain JSON, or needs its own words: an event stream, an empty 204. */
export type ResponseDoc = { description: string; schema?: z.ZodType; contentType?: string }

/** Status → the zod schema of its JSON body, a `ResponseDoc`, or null for no body. */
export type Responses = Record<number, z.ZodType | ResponseDoc | null>

/**
 * One operation of the API as the OpenAPI document describes it. The route that serves it is
 * registered from the same object (`ApiRoute`), so what is documented is what is served.
 */
export type ApiOperation = {
  method: HttpMethod
  /** The full path in Fastify's syntax: `apiPath('/rides/:rideId')`. */
  path: string
  /** Unique, camelCase, a verb first: `getMySummary`. */
  operationId: string
  summary: string
  description?: string
  /** The group it is listed under in the document and on /api/docs. */
  tag: string
  access: Access
  params?: z.ZodObject
  query?: z.ZodObject
  /** Documented request headers; parsed by the handler itself (it may want its own error code). */
  headers?: z.ZodObject
  body?: z.ZodType
  /** The success answers (and any error that needs its own body); errors are added by `errorStatuses()`. */
  responses: Responses
  /** Error statuses the handler answers besides the ones the rest of the spec implies (404, 409, 503…). */
  errors?: readonly number[]
  /** The body of its error answers when not our `ApiErrorBody` (better-auth's own endpoints). */
  errorBody?: z.ZodType
  /** Per client address, counted before anything else (so bad input counts too). */
  rateLimit?: { name: string; rule: RateLimitRule }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

/** What a handler is given: its input already parsed by the documented schemas, and the caller. */
export type RouteInput<
  P extends z.ZodObject | undefined,
  Q extends z.ZodObject | undefined,
  B extends z.ZodType | undefined,
  A extends Access,
> = {
  params: Parsed<P>
  query: Parsed<Q>
  body: Parsed<B>
  /** null only on public routes. */
  user: A extends 'public' ? null : SessionUser
  lang: Lang
  request: FastifyRequest
  reply: FastifyReply
}

/** An operation with the handler that serves it. The handler returns the body (or `reply.send()`s it). */
export type ApiRoute = ApiOperation & {
  /** `access: 'user'` only: a cheaper session check for a hot path (instead of `requireUser`); 401 when none. */
  authenticate?: (deps: SessionDeps, request: FastifyRequest) => Promise<SessionUser>
  /**
   * Who among the signed-in may call, beyond `access` (a role: drivers only): throws its refusal.
   * Checked with the access before the body is read, like the access itself (issue 30).
   */
  guard?: (user: SessionUser, lang: Lang) => void
  /** How params/query/body are parsed when not with `schema.parse` (a `ZodError` is a plain 400): its own 400. */
  parse?: (schema: z.ZodType, value: unknown, lang: Lang) => unknown
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- erased here; checked in defineRoute()
  handler: (input: RouteInput<any, any, any, any>) => Promise<unknown>
}

/**
 * Declare one API route: its documentation and its handler in one object, with the handler's input
 * typed from the schemas. Put it in the list a feature's `<x>Routes(deps)` returns.
 */
export function defineRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends Access = Access,
>(
  route: Omit<ApiOperation, 'params' | 'query' | 'body' | 'access'> & {
    access: A
    params?: P
    query?: Q
    body?: B
    authenticate?: ApiRoute['authenticate']
    guard?: ApiRoute['guard']
    parse?: ApiRoute['parse']
    handler: (input: RouteInput<P, Q, B, A>) => Promise<unknown>
  },
): ApiRoute {
  return route as ApiRoute
}

/** What an error status means, for the document. */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400:
    'Invalid input: `INVALID_INPUT` with `fields` mapping each bad field to a `validation` catalog key; ' +
    '`INVALID_JSON` (a body that is not JSON), `INVALID_URL` (a path that does not decode), `INVALID_CURSOR`.',
  401: 'No session: sign in first (cookie or `Authorization: Bearer`).',
  403: 'Signed in, but this account may not do this; or (any state-changing route) the request came from another site.',
  404: 'Not found (or not yours).',
  409: 'Conflicts with the current state.',
  413: '`BODY_TOO_LARGE`: the body is larger than 64 KB.',
  414: '`URI_TOO_LONG`: a path parameter is longer than 100 characters.',
  415: '`UNSUPPORTED_MEDIA_TYPE`: the body is not `application/json`.',
  422: 'The same `Idempotency-Key` was sent before with another body.',
  429: 'Too many requests: wait `Retry-After` seconds.',
  500: 'Unexpected error (logged); the message is generic.',
  503:
    'Try again after `Retry-After` seconds: `SERVICE_UNAVAILABLE` (a service the route needs is not available), ' +
    '`OVERLOADED` (the instance is past its capacity and sheds load: position reports first) or ' +
    '`STORAGE_FULL` (the database has run out of disk space: nothing was saved).',
}

/** Every error status an operation can answer: implied by its spec, listed in `errors`, and 500. */
export function errorStatuses(operation: ApiOperation): number[] {
  const statuses = new Set<number>(operation.errors ?? [])
  // a request with a body can be malformed, too large or not JSON even where the route reads none
  const hasBody = operation.body || operation.method !== 'GET'
  if (operation.params || operation.query || operation.headers || hasBody) statuses.add(400)
  if (hasBody) [413, 415].forEach((s) => statuses.add(s))
  // the router refuses a path parameter over 100 characters (Fastify's maxParamLength) before the route
  if (operation.params) statuses.add(414)
  if (operation.access !== 'public') statuses.add(401)
  if (operation.access === 'admin' || operation.access === 'staff') statuses.add(403)
  // every state-changing route refuses cross-site requests (core/security/http-guards.ts)
  if (operation.method !== 'GET') statuses.add(403)
  if (operation.rateLimit) statuses.add(429)
  statuses.add(500)
  // the database down or restarting (core/error-handler.ts), or the instance shedding load (core/overload-guard.ts)
  statuses.add(503)
  return [...statuses].sort((a, b) => a - b)
}

/** `/rides/:rideId` → `/rides/{rideId}`. */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
}
