import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { z } from 'zod'
import { API_PREFIX } from '#shared/api-paths.ts'
import { requestLang } from '#server/core/i18n.ts'
import { enforceRateLimit } from '#server/core/rate-limits/rate-limit.ts'
import { requireAdmin, requireStaff, requireUser, type SessionDeps, type SessionUser } from '#server/core/session.ts'
import type { ApiOperation, ApiRoute } from './api-operation.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route registered by `registerApiRoutes()`: what the document says about it. */
    apiOperation?: ApiOperation
  }
}

/** The caller each request was admitted as, from its `onRequest` hook to its handler. */
const callers = new WeakMap<FastifyRequest, SessionUser | null>()

/** Rate limit, then access (and the route's `guard`): the caller, or the refusal thrown. */
async function admit(deps: SessionDeps, route: ApiRoute, request: FastifyRequest): Promise<SessionUser | null> {
  const lang = requestLang(request.headers)
  const { rateLimit } = route
  if (rateLimit) await enforceRateLimit(deps.db, `api:${rateLimit.name}:${request.ip}`, rateLimit.rule, lang)
  let user: SessionUser | null = null
  if (route.access === 'admin') user = await requireAdmin(deps, request)
  else if (route.access === 'staff') user = await requireStaff(deps, request)
  else if (route.access === 'user') user = await (route.authenticate ?? requireUser)(deps, request)
  if (user && route.guard) route.guard(user, lang)
  return user
}

/**
 * Register each route from its `ApiRoute`: rate limit and access (with the route's `guard`) in the
 * route's `onRequest` hook, before Fastify reads a byte of the body, so a caller who may not call
 * never makes the instance buffer one (issue 30; docs/security.md, V8); then params/query/body parsed
 * with the documented schemas (a `ZodError` becomes a 400 in the error handler), then the handler.
 * Documented headers are left to the handler, which may want its own error for them (`Idempotency-Key`).
 */
export function registerApiRoutes(app: FastifyInstance, deps: SessionDeps, routes: readonly ApiRoute[]) {
  const seen = new Set<string>()
  for (const route of routes) {
    const key = `${route.method} ${route.path}`
    if (seen.has(key) || seen.has(route.operationId))
      throw new Error(`API route declared twice: ${key} (${route.operationId})`)
    seen.add(key).add(route.operationId)
    app.route({
      method: route.method,
      url: route.path,
      config: { apiOperation: route },
      // @fastify/compress on lists and downloads only: every other answer is one small object,
      // under the 1 KB threshold, and would pay the plugin's hooks for nothing (issue 10).
      ...(answersMayBeLarge(route) ? {} : { compress: false as const }),
      async onRequest(request) {
        callers.set(request, await admit(deps, route, request))
      },
      async handler(request, reply) {
        const lang = requestLang(request.headers)
        // set by the hook; admitted here too should a route ever be reached without it (never unchecked)
        const user = callers.has(request) ? callers.get(request)! : await admit(deps, route, request)
        const parse = (schema: z.ZodType | undefined, value: unknown) =>
          schema && (route.parse ? route.parse(schema, value, lang) : schema.parse(value))
        return route.handler({
          params: parse(route.params, request.params),
          query: parse(route.query, request.query),
          body: parse(route.body, request.body ?? {}),
          user,
          lang,
          request,
          reply,
        })
      },
    })
  }
}

/**
 * A list (a keyset page or any `items` answer) or a download (CSV, PDF, the KVKK export) grows with
 * the data; an event stream is never compressed by the plugin anyway.
 */
export function answersMayBeLarge(operation: ApiOperation): boolean {
  return Object.values(operation.responses).some((response) => {
    if (response === null) return false
    if (response instanceof z.ZodType) return response instanceof z.ZodObject && 'items' in response.shape
    return response.contentType !== undefined && response.contentType !== 'text/event-stream'
  })
}

/**
 * An `onRoute` hook that refuses any route under `/api/v1` not registered by `registerApiRoutes()`
 * (the server does not start with an undocumented API route) and lists the ones it lets through.
 */
export function guardApiRoutes(registered: string[]) {
  return (route: RouteOptions) => {
    const isApi = route.url === API_PREFIX || route.url.startsWith(`${API_PREFIX}/`)
    if (!isApi) return
    if (!route.config?.apiOperation) {
      throw new Error(
        `${String(route.method)} ${route.url} is not documented: declare it with defineRoute() in a feature's ` +
          `route list (server/api-routes.ts; docs/architecture.md, "Adding an API route").`,
      )
    }
    registered.push(`${String(route.method)} ${route.url}`)
  }
}
