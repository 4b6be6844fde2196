import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AUTH_PREFIX } from '#shared/api-paths.ts'

/** `zeynep.kara@example.com` → `z***@example.com`: enough to follow an attack, not to name the person. */
export function maskEmail(email: unknown): string | undefined {
  if (typeof email !== 'string' || !email.includes('@')) return undefined
  const at = email.lastIndexOf('@')
  return `${email.slice(0, 1)}***@${email.slice(at + 1).toLowerCase()}`
}

const FAILURES: Record<number, string> = { 401: 'authentication-failed', 403: 'access-refused', 429: 'rate-limited' }

/**
 * Authentication and authorisation failures (401, 403, 429) on the API, logged with the request
 * id Fastify gives every request's logger (`reqId`), the route without its query string, the
 * client address and, for sign-in, the masked account: never a password, token, cookie or full
 * e-mail address (ASVS 16.3.1, 16.2.5).
 */
export function registerSecurityLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const event = FAILURES[reply.statusCode]
    if (!event || !request.url.startsWith('/api/')) return done()
    request.log.warn(
      {
        event,
        status: reply.statusCode,
        method: request.method,
        path: pathOf(request),
        ip: request.ip,
        account: accountOf(request),
      },
      `security: ${event}`,
    )
    done()
  })
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0]!
}

function accountOf(request: FastifyRequest): string | undefined {
  if (!request.url.startsWith(`${AUTH_PREFIX}/sign-in`)) return undefined
  return maskEmail((request.body as { email?: unknown } | undefined)?.email)
}
