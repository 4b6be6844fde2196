import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ZodError } from 'zod'
import { AUTH_PREFIX } from '#shared/api-paths.ts'
import { fieldErrors } from '#shared/schemas/fields.ts'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  isStorageFull,
  noteStorageFull,
  STORAGE_FULL_RETRY_AFTER_SECONDS,
} from './database-unavailable.ts'
import { HttpError, LocalizedHttpError } from './http-errors.ts'
import { requestLang, serverT, type ApiMessageKey } from './i18n.ts'

type ApiMessage = `api.${ApiMessageKey}`

/**
 * Fastify's own refusals, as our code and message: never its text, which names the input
 * (the path, the content type) and is English. Documented with every operation (api-operation.ts).
 */
export const FRAMEWORK_ERRORS: Readonly<Record<string, { status: number; code: string; message: ApiMessage }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'api.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'api.invalidJson' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_INPUT', message: 'api.invalidInput' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', message: 'api.bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'api.unsupportedMediaType' },
  FST_ERR_BAD_URL: { status: 400, code: 'INVALID_URL', message: 'api.invalidUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: 'api.uriTooLong' },
}

/** An error body in the shape of where it is answered: better-auth's `{ code, message }` under /api/auth, ours elsewhere. */
export function errorBody(request: FastifyRequest, code: string, message: string, fields?: Record<string, string>) {
  if (request.url.startsWith(`${AUTH_PREFIX}/`)) return { code, message }
  return { error: { code, message, ...(fields ? { fields } : {}) } }
}

/**
 * Every error becomes `{ error: { code, message, fields? } }` in the request's language:
 * `ZodError` → 400 with field keys, `HttpError` → its status, Fastify's own 4xx → our code
 * (`FRAMEWORK_ERRORS`), the database out of reach (stopped, restarting, hung past its timeouts) →
 * 503 with Retry-After, its disk full → 503 `STORAGE_FULL` with Retry-After (and readiness 503 for a
 * while), anything else → a logged 500 with a generic message.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLang(request.headers)
  const t = serverT(lang)
  if (error instanceof ZodError) {
    return reply.code(400).send(errorBody(request, 'INVALID_INPUT', t('api.invalidInput'), fieldErrors(error)))
  }
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers)
    const message = error instanceof LocalizedHttpError ? error.localized(lang) : error.message
    return reply.code(error.statusCode).send(errorBody(request, error.code, message, error.fields))
  }
  const status = (error as { statusCode?: number }).statusCode ?? 500
  if (status < 500) return handleFrameworkError(error, request, reply)
  // PostgreSQL data exceptions (class 22: a NUL byte, a malformed value in a path parameter): bad input
  const sqlState = (error as { code?: unknown }).code
  if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) {
    return reply.code(400).send(errorBody(request, 'INVALID_INPUT', t('api.invalidInput')))
  }
  if (isStorageFull(error)) {
    // nothing was written (the statement or its transaction rolled back): the app may retry later
    request.log.error({ err: error }, 'database storage full: answered 503')
    noteStorageFull(request.server)
    return reply
      .code(503)
      .header('retry-after', String(STORAGE_FULL_RETRY_AFTER_SECONDS))
      .send(errorBody(request, 'STORAGE_FULL', t('api.storageFull')))
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable: answered 503')
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send(errorBody(request, 'SERVICE_UNAVAILABLE', t('api.unavailable')))
  }
  request.log.error(error)
  return reply.code(500).send(errorBody(request, 'INTERNAL', t('api.internal')))
}

/**
 * Fastify's own 4xx, from a route (malformed JSON, wrong content type, body too large) or from its
 * router before any route (`frameworkErrors`: a path that does not decode, a parameter over 100
 * characters): our code and message in the caller's language, an unknown one generic.
 */
export function handleFrameworkError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const t = serverT(requestLang(request.headers))
  const known = FRAMEWORK_ERRORS[(error as { code?: string }).code ?? '']
  if (known) return reply.code(known.status).send(errorBody(request, known.code, t(known.message)))
  const status = (error as { statusCode?: number }).statusCode ?? 400
  if (status === 404) return reply.code(404).send(errorBody(request, 'NOT_FOUND', t('api.notFound')))
  return reply
    .code(status)
    .send(errorBody(request, status === 400 ? 'INVALID_INPUT' : 'BAD_REQUEST', t('api.invalidInput')))
}
