import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AUTH_PREFIX } from '#shared/api-paths.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { requestLang, serverT } from '#server/core/i18n.ts'

/**
 * Powerful browser features the site never uses, switched off for every page and answer; location
 * only for our own pages (issue 23: booking from where you stand, the driver mode's position reports).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'

/** Deepest JSON body accepted: our schemas nest 3 levels; 32 leaves room and stops stack exhaustion. */
export const MAX_JSON_DEPTH = 32

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A browser request from another site: `Sec-Fetch-Site: cross-site`, or an `Origin` that is not
 * ours (`Origin: null` included). A request with neither (the mobile apps, curl) is not a
 * browser's cross-site request: it carries no ambient cookie of a victim.
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true
  const origin = request.headers.origin
  return origin !== undefined && !allowedOrigins.has(origin)
}

/**
 * How deep a JSON text nests (brackets outside strings), found without parsing, so a 20,000-deep
 * array is refused before anything recursive (parse, validate, re-serialise) touches it.
 */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) {
      if (++depth > deepest && (deepest = depth) > stopAbove) return deepest
    } else if (c === 93 || c === 125) depth--
  }
  return deepest
}

function refusal(request: FastifyRequest, code: string, message: string) {
  // better-auth's answers are `{ code, message }`; ours `{ error: { code, message } }`
  return request.url.startsWith(`${AUTH_PREFIX}/`) ? { code, message } : { error: { code, message } }
}

/**
 * Guards for every request, registered before any route: cross-site refusal of state changes
 * (ours and better-auth's, signed in or not), JSON bodies bounded in depth, `Cache-Control:
 * no-store` on every API answer (they are personal or change), a standard `Retry-After` on every
 * 429, and `Permissions-Policy`.
 */
export function registerHttpGuards(app: FastifyInstance, allowedOrigins: string[]) {
  const origins = new Set(allowedOrigins.map((o) => new URL(o).origin))
  // a callback hook, not an async one: it runs on every request and mostly does nothing
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !isCrossSite(request, origins)) return done()
    const message = serverT(requestLang(request.headers))('api.crossSite')
    void reply.code(403).send(refusal(request, 'CROSS_SITE_REQUEST', message))
  })

  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      const message = serverT(requestLang(request.headers))('api.bodyTooDeep')
      return done(new HttpError(400, 'BODY_TOO_DEEP', message), undefined)
    }
    parseJson(request, text, done)
  })

  // Security headers and Cache-Control: security-headers.ts, computed once.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) {
      const seconds = Number(reply.getHeader('x-retry-after'))
      reply.header('retry-after', String(Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60))
    }
    done(null, payload)
  })
}
