import type { OutgoingHttpHeaders } from 'node:http'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import { API_DOCS_PATH } from '#shared/api-paths.ts'
import { PERMISSIONS_POLICY } from './http-guards.ts'

/**
 * The security headers of every response, computed once at start (issue 10: running helmet on each
 * request cost a twentieth of an API answer's CPU). Pages get helmet's full policy with the inline
 * scripts' hashes; JSON and downloads from the API get the policy OWASP gives APIs, which loads
 * nothing and may be framed by nobody, and `Cache-Control: no-store` unless the route says
 * otherwise (nothing personal is cached). docs/decisions/033-security-headers-computed-once.md
 */
export type SecurityHeaders = { page: OutgoingHttpHeaders; api: OutgoingHttpHeaders; asset: OutgoingHttpHeaders }

/**
 * What still means something on a script, stylesheet, image, font or video: the policy, framing,
 * referrer and opener headers govern documents, and on an asset they were 2.7 KB of each of a
 * page's dozen-odd requests (issue 10: under Lighthouse's 1.6 Mbit/s, a fifth of a second).
 * `nosniff` keeps a file from running as another type, CORP keeps other sites from loading it into
 * their process, HSTS holds for the whole host. An SVG can be opened as a document: it keeps the
 * page set (server/web-files.ts).
 */
const ASSET_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'])

/** A short answer's policy: it is data, never a document that loads or frames anything. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The headers helmet gives a response with these options, computed by helmet itself. */
export async function helmetHeadersOf(options: FastifyHelmetOptions): Promise<OutgoingHttpHeaders> {
  const probe = Fastify()
  await probe.register(fastifyHelmet, options)
  probe.get('/', async () => '')
  const response = await probe.inject({ method: 'GET', url: '/' })
  await probe.close()
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive'])
  return Object.fromEntries(Object.entries(response.headers).filter(([name]) => !skip.has(name)))
}

export async function computeSecurityHeaders(options: FastifyHelmetOptions): Promise<SecurityHeaders> {
  const page = { ...(await helmetHeadersOf(options)), 'permissions-policy': PERMISSIONS_POLICY }
  return {
    page,
    api: { ...page, 'content-security-policy': API_CONTENT_SECURITY_POLICY, 'cache-control': 'no-store' },
    asset: Object.fromEntries(Object.entries(page).filter(([name]) => ASSET_HEADERS.has(name))),
  }
}

/** The API reference page is a document (styles) under /api: it keeps the page policy. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(API_DOCS_PATH)
}

/** Every response starts with its set; a route may still set its own `Cache-Control` (public documents). */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? headers.api : headers.page)
    done()
  })
}
