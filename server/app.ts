import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import { ZodError } from 'zod'
import { fieldErrors } from '#shared/schemas/fields.ts'
import { CLIENT_IP_HEADER, type Auth } from './auth.ts'
import type { Db, Dialect } from './db/database.ts'
import { HttpError } from './http-errors.ts'
import { requestLang, serverT } from './i18n.ts'
import { toHeaders } from './session.ts'
import { registerWeb, type ClientBuild } from './web.ts'
import { adminRoutes } from './features/admin/admin.routes.ts'
import { deletionRequestRoutes } from './features/deletion-requests/deletion-requests.routes.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import { meRoutes } from './features/me/me.routes.ts'
import { registerRoutes } from './features/register/register.routes.ts'

export type AppDeps = {
  db: Db
  dialect: Dialect
  auth: Auth
  publicUrl: string
  /** The built app to serve; null serves the API alone (tests, `npm run dev`). */
  client: ClientBuild | null
  now: () => Date
  trustProxy?: boolean
  logger?: FastifyServerOptions['logger']
}

/** The whole HTTP application, without listening: used by main.ts and by the API tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    // Fastify's own timeouts; SIGTERM closes with `app.close()` which drains in-flight requests.
    requestTimeout: 30_000,
    return503OnClosing: true,
  })

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline script except the ones React Router writes into our own HTML, by hash.
        scriptSrc: ["'self'", ...(deps.client?.scriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: deps.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: deps.publicUrl.startsWith('https:'),
  })
  await app.register(fastifyCompress, { threshold: 1024 })

  app.setErrorHandler((error, request, reply) => {
    const t = serverT(requestLang(request.headers))
    if (error instanceof ZodError) {
      return reply.code(400).send({
        error: { code: 'INVALID_INPUT', message: t('api.invalidInput'), fields: fieldErrors(error) },
      })
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply.code(error.statusCode).send({
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      })
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type, body too large): keep its code, say it in the user's language
      const message = status === 400 ? t('api.invalidInput') : (error as Error).message
      return reply.code(status).send({ error: { code: (error as { code?: string }).code ?? 'BAD_REQUEST', message } })
    }
    request.log.error(error)
    return reply.code(500).send({ error: { code: 'INTERNAL', message: t('api.internal') } })
  })

  // better-auth speaks Fetch: hand it the request with the client address we trust.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const headers = toHeaders(request)
      headers.set(CLIENT_IP_HEADER, request.ip)
      const response = await deps.auth.handler(
        new Request(new URL(request.url, deps.publicUrl), {
          method: request.method,
          headers,
          body: request.method === 'GET' || request.body == null ? undefined : JSON.stringify(request.body),
        }),
      )
      reply.code(response.status)
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value)
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) reply.header('set-cookie', cookies)
      return reply.send(response.body ? await response.text() : null)
    },
  })

  await healthRoutes(app, deps)
  await meRoutes(app, deps)
  await adminRoutes(app, deps)
  await registerRoutes(app, deps)
  await deletionRequestRoutes(app, deps)

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url}` } }),
  )
  if (deps.client) await registerWeb(app, deps.client, deps.publicUrl)
  return app
}
