import Fastify, { type FastifyInstance } from 'fastify'
import fastifyCompress from '@fastify/compress'
import type { FastifyHelmetOptions } from '@fastify/helmet'
import type { AppDeps, AppOptions } from './features/app-deps.ts'
import { REQUEST_SERIALIZERS, type ServerLogger } from './core/logger.ts'
import { registerAuthRoute } from './core/auth-route.ts'
import { handleError, handleFrameworkError } from './core/error-handler.ts'
import { registerLegacyApiRedirects } from './core/legacy-api-redirects.ts'
import { registerHttpGuards } from './core/security/http-guards.ts'
import { computeSecurityHeaders, registerSecurityHeaders } from './core/security/security-headers.ts'
import { registerSecurityLog } from './core/security/security-log.ts'
import { registerOverloadGuard } from './core/overload-guard.ts'
import { registerWeb, serveBuildFromMemory } from './web.ts'
import { documentedApi } from './api-routes.ts'
import { AUTH_OPERATIONS, findAuthOperation } from './core/api/auth-operations.ts'
import { guardApiRoutes, registerApiRoutes } from './core/api/register-api-routes.ts'
import { checkResponsesAgainstDocument } from './core/api/response-contract.ts'
import { answerUnmatchedRequests } from './core/api/unmatched-requests.ts'
import { registerApiDocsPage } from './features/api-docs/api-docs.routes.ts'
import { attachRideLifecycle } from '#server/features/ride-lifecycle/index.ts'
import { mapConfigFromEnv, tileImageSources } from '#server/features/map-config/index.ts'
import { registerScanUploads } from '#server/features/driver-documents/index.ts'

/** The whole HTTP application, without listening: used by main.ts and by the API tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const headers = await computeSecurityHeaders(helmetOptions(options))
  const app = Fastify({
    ...loggerOption(options.logger),
    trustProxy: trustProxyOption(options.trustProxy),
    bodyLimit: 64 * 1024,
    // Fastify's own timeouts; SIGTERM closes with `app.close()` which drains in-flight requests.
    requestTimeout: 30_000,
    return503OnClosing: true,
    // the router's own refusals (a path that does not decode, a parameter over 100 characters) in our shape
    // (no hook runs before them, so they take the API's security headers here)
    frameworkErrors: (error, request, reply) => handleFrameworkError(error, request, reply.headers(headers.api)),
  })
  const deps: AppDeps = { ...options, log: app.log }
  // JSON only: a text/plain body is a 415, as documented, not a string handed to the schemas
  app.removeContentTypeParser('text/plain')
  // scans of drivers' documents (PDF, JPEG, PNG, WebP; 5 MB), for their two upload routes only
  registerScanUploads(app)

  app.decorate('registeredApiRoutes', [] as string[])
  app.addHook('onRoute', guardApiRoutes(app.registeredApiRoutes))
  // First: a page or asset is answered from memory with its headers precomputed, no other hook runs
  if (deps.client) await serveBuildFromMemory(app, deps.client, headers)
  // Then every other answer gets its security headers, refusals by the guards included
  registerSecurityHeaders(app, headers)
  registerHttpGuards(app, [deps.publicUrl, ...(deps.trustedOrigins ?? [])])
  registerSecurityLog(app)
  // past capacity, refuse early (position reports first) rather than queue without bound
  if (deps.overloadLimits) registerOverloadGuard(app, deps.overloadLimits)
  // before compression, so the check reads the JSON as sent
  if (deps.responseViolations) checkResponsesAgainstDocument(app, findAuthOperation, deps.responseViolations)
  // Answers only (lists and downloads: register-api-routes.ts); request bodies are never inflated,
  // so the 64 KB body limit is the limit of what a client can make the server hold.
  await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false })
  app.setErrorHandler(handleError)

  registerAuthRoute(app, deps.auth, deps.publicUrl, deps.db)
  // one table: the routes registered are the routes documented (server/api-routes.ts)
  const api = documentedApi(deps)
  registerApiRoutes(app, deps, api.routes)
  registerApiDocsPage(app, () => api.document)
  registerLegacyApiRedirects(app)
  attachRideLifecycle(app, deps)

  app.setNotFoundHandler(answerUnmatchedRequests([...api.routes, ...AUTH_OPERATIONS]))
  if (deps.client) await registerWeb(app, deps.client, deps.publicUrl)
  return app
}

/**
 * The server's own logger as Fastify's (it was made with REQUEST_SERIALIZERS), or options given the
 * same serializers: requests are logged without their query string (a token may ride in one) and
 * with the trusted client address.
 */
function loggerOption(logger: AppOptions['logger']) {
  if (isLogger(logger)) return { loggerInstance: logger }
  if (!logger || typeof logger !== 'object') return { logger: logger ?? false }
  const serializers = { ...REQUEST_SERIALIZERS, ...(logger as { serializers?: object }).serializers }
  return { logger: { ...logger, serializers } }
}

function isLogger(logger: AppOptions['logger']): logger is ServerLogger {
  return typeof logger === 'object' && typeof (logger as Partial<ServerLogger>).child === 'function'
}

/** A hop count as the function Fastify builds from one (its types accept no number); addresses as given. */
function trustProxyOption(trust: AppDeps['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : (trust ?? false)
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /api/v1/…` of every API route registered (HEAD included), for the document's test. */
    registeredApiRoutes: string[]
  }
}

/** Helmet's headers: a strict CSP that allows only our own inline scripts, by hash. */
function helmetOptions(deps: Pick<AppDeps, 'client' | 'publicUrl'>): FastifyHelmetOptions {
  const isHttps = deps.publicUrl.startsWith('https:')
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline script except the ones React Router writes into our own HTML, by hash.
        scriptSrc: ["'self'", ...(deps.client?.scriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // the map's tile host (MAP_TILES_URL), when one is configured
        imgSrc: ["'self'", 'data:', ...tileImageSources(mapConfigFromEnv())],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isHttps,
  }
}
