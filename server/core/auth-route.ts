import type { FastifyInstance } from 'fastify'
import { AUTH_PREFIX } from '#shared/api-paths.ts'
import { CLIENT_IP_HEADER, type Auth } from './auth.ts'
import { runAfterAnswer, takeAfterAnswer } from './after-answer.ts'
import { requestLang, serverT } from './i18n.ts'
import type { Db } from '#server/db/database.ts'
import { carriesSessionPastLimits, toHeaders } from './session.ts'

/**
 * The better-auth endpoints the web app and the mobile apps call; every other one (update-user,
 * change-email, delete-user, sign-up…) answers 404, so no write skips our shared schemas.
 */
export const OPEN_AUTH_ENDPOINTS: ReadonlySet<string> = new Set([
  'POST /sign-in/email',
  'GET /get-session',
  'POST /sign-out',
  'POST /request-password-reset',
  'POST /reset-password',
  // the apps' "signed-in devices" screen
  'GET /list-sessions',
  'POST /revoke-session',
  'POST /revoke-sessions',
  'POST /revoke-other-sessions',
  // staff two-factor sign-in (issue 14): enrol, then the code (or a backup code) at each sign-in
  'POST /two-factor/enable',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
  // sign-in and sign-up by SMS code (issue 23): a code to a number, then the code (and a new passenger's profile)
  'POST /phone-number/send-otp',
  'POST /phone-number/verify',
])

/**
 * The endpoints that act on the caller's session: one past our limits (session-lifetime.ts) is
 * refused here with 401 before better-auth sees it (issue 30). Sign-in, sign-out and the rest work
 * without a session, so a stale cookie never stands in the way of signing in again.
 */
export const SESSION_AUTH_ENDPOINTS: ReadonlySet<string> = new Set([
  'GET /get-session',
  'GET /list-sessions',
  'POST /revoke-session',
  'POST /revoke-sessions',
  'POST /revoke-other-sessions',
  'POST /two-factor/enable',
])

/** `/api/auth/*` → better-auth, which speaks Fetch: hand it the request with the client address we trust. */
export function registerAuthRoute(app: FastifyInstance, auth: Auth, publicUrl: string, db: Db) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const pathname = request.url.slice(AUTH_PREFIX.length).split('?')[0]!.replace(/\/+$/, '')
      const endpoint = `${request.method} ${pathname}`
      if (!OPEN_AUTH_ENDPOINTS.has(endpoint)) {
        const message = serverT(requestLang(request.headers))('api.notFound')
        return reply.code(404).send({ code: 'NOT_FOUND', message })
      }
      if (SESSION_AUTH_ENDPOINTS.has(endpoint) && (await carriesSessionPastLimits({ auth, db }, request))) {
        const message = serverT(requestLang(request.headers))('api.unauthorized')
        return reply.code(401).header('cache-control', 'no-store').send({ code: 'UNAUTHORIZED', message })
      }
      const headers = toHeaders(request)
      headers.set(CLIENT_IP_HEADER, request.ip)
      const fetchRequest = new Request(new URL(request.url, publicUrl), {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.body == null ? undefined : JSON.stringify(request.body),
      })
      const response = await auth.handler(fetchRequest)
      const job = takeAfterAnswer(fetchRequest)
      if (job) runAfterAnswer(reply.raw, job, reply.log)
      reply.code(response.status)
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value)
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) reply.header('set-cookie', cookies)
      // sessions, tokens and accounts: never kept by a cache, whatever better-auth said
      reply.header('cache-control', 'no-store')
      return reply.send(response.body ? await response.text() : null)
    },
  })
}
