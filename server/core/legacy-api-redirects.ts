import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '#shared/api-paths.ts'

/**
 * The unversioned paths the API answered before `/api/v1` (issue 12), with the methods they had.
 * Each answers 308 Permanent Redirect to its new path: 308 keeps the method and the body, so a tab
 * opened before the deploy (its old bundle still calls `/api/me`, `POST /api/register`) and any
 * script keep working, and the answer says where the route lives now. Nothing new is ever added here.
 */
const MOVED_ROUTES = [
  ['GET', '/health'],
  ['GET', '/ready'],
  ['GET', '/me'],
  ['GET', '/me/rides'],
  ['GET', '/me/summary'],
  ['GET', '/users'],
  ['GET', '/rides'],
  ['POST', '/register'],
  ['POST', '/account-deletion-requests'],
] as const

/** 308 from each old `/api/<path>` to `/api/v1/<path>`, query string kept. */
export function registerLegacyApiRedirects(app: FastifyInstance) {
  for (const [method, path] of MOVED_ROUTES) {
    app.route({
      method,
      url: `/api${path}`,
      handler(request, reply) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
        const location = `${API_PREFIX}${path}${query}`
        return reply
          .code(308)
          .header('location', location)
          .send({ error: { code: 'MOVED_PERMANENTLY', message: `This route moved to ${location}.` } })
      },
    })
  }
}
