import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ZodError } from 'zod'
import { AUTH_PREFIX } from '#shared/api-paths.ts'
import { fieldErrors } from '#shared/schemas/fields.ts'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.ts'
import { HttpError } from './http-errors.ts'
import { requestLang, serverT } from './i18n.ts'

/**
 * Every error becomes `{ error: { code, message, fields? } }` in the request's language:
 * `ZodError` → 400 with field keys, `HttpError` → its status, Fastify's own 4xx keep their code,
 * the database out of reach (stopped, restarting, hung past its timeouts) → 503 with Retry-After,
 * anything else → a logged 500 with a generic message.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const t = serverT(requestLang(request.headers))
  if (error instanceof ZodError) {
    return reply.code(400).send({
      error: { code: 'INVALID_INPUT', message: t('api.invalidInput'), fields: fieldErrors(error) },
    })
  }
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers)
    // under /api/auth answers keep better-auth's shape, `{ code, message }`
    if (request.url.startsWith(`${AUTH_PREFIX}/`))
      return reply.code(error.statusCode).send({ code: error.code, message: error.message })
    return reply.code(error.statusCode).send({
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    })
  }
  const status = (error as { statusCode?: number }).statusCode ?? 500
  if (status < 500) {
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large): keep its code, say it in the user's language
    const message = status === 400 ? t('api.invalidInput') : (error as Error).message
    const code = (error as { code?: string }).code ?? 'BAD_REQUEST'
    if (request.url.startsWith(`${AUTH_PREFIX}/`)) return reply.code(status).send({ code, message })
    return reply.code(status).send({ error: { code, message } })
  }
  // PostgreSQL data exceptions (class 22: a NUL byte, a malformed value in a path parameter): bad input
  const sqlState = (error as { code?: unknown }).code
  if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) {
    return reply.code(400).send({ error: { code: 'INVALID_INPUT', message: t('api.invalidInput') } })
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable: answered 503')
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ error: { code: 'SERVICE_UNAVAILABLE', message: t('api.unavailable') } })
  }
  request.log.error(error)
  return reply.code(500).send({ error: { code: 'INTERNAL', message: t('api.internal') } })
}
