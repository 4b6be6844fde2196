import type { FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from '#server/core/error-handler.ts'
import { requestLang, serverT } from '#server/core/i18n.ts'
import type { ApiOperation } from './api-operation.ts'

/** A documented path in Fastify's syntax as a pattern over concrete paths: `:rideId` is one segment. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')
  return new RegExp(`^${escaped}$`)
}

/**
 * Fastify's not-found handler for requests no route serves: a documented path asked with another
 * method → 405 with `Allow`; with its own method (the router skipped it for a parameter over
 * `maxParamLength`, and the site's catch-all took it) → 414; anything else → 404. Both in our shape and the caller's language,
 * and neither repeats the request (its path may carry anything).
 */
export function answerUnmatchedRequests(operations: readonly Pick<ApiOperation, 'method' | 'path'>[]) {
  const patterns = operations.map((operation) => ({ method: operation.method, pattern: pathPattern(operation.path) }))
  return (request: FastifyRequest, reply: FastifyReply) => {
    const t = serverT(requestLang(request.headers))
    const pathname = request.url.split('?')[0] ?? ''
    const allowed = new Set(patterns.filter((p) => p.pattern.test(pathname)).map((p) => p.method as string))
    if (allowed.size === 0) return reply.code(404).send(errorBody(request, 'NOT_FOUND', t('api.notFound')))
    // a documented route that the router passed over: a parameter over its length, then a catch-all
    if (allowed.has(request.method === 'HEAD' ? 'GET' : request.method))
      return reply.code(414).send(errorBody(request, 'URI_TOO_LONG', t('api.uriTooLong')))
    if (allowed.has('GET')) allowed.add('HEAD')
    return reply
      .code(405)
      .header('allow', [...allowed].sort().join(', '))
      .send(errorBody(request, 'METHOD_NOT_ALLOWED', t('api.methodNotAllowed')))
  }
}
