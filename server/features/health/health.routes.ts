import { apiPath } from '#shared/api-paths.ts'
import { HealthSchema, ReadinessSchema } from '#shared/schemas/api-responses.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { requestLang, serverT } from '#server/core/i18n.ts'
import { isOverloaded } from '#server/core/overload-guard.ts'
import { STORAGE_FULL_RETRY_AFTER_SECONDS, storageFullLately } from '#server/core/database-unavailable.ts'
import { pingDatabase } from './health.queries.ts'

/** Liveness (`/api/v1/health`) and readiness with the database (`/api/v1/ready`, the load balancer's check). */
export function healthRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/health'),
      operationId: 'getHealth',
      summary: 'Liveness: the process answers',
      tag: 'Health',
      access: 'public',
      responses: { 200: HealthSchema },
      handler: async () => ({ status: 'ok' }),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/ready'),
      operationId: 'getReadiness',
      summary:
        "Readiness: the database answers, has room to write, live events flow, and the instance is not shedding load (the load balancer's health check)",
      tag: 'Health',
      access: 'public',
      responses: { 200: ReadinessSchema },
      errors: [503],
      handler: async ({ request, reply }) => {
        const t = serverT(requestLang(request.headers))
        const notReady = (code: string, message: string, retryAfterSeconds: number) =>
          reply.code(503).header('retry-after', String(retryAfterSeconds)).send({ error: { code, message } })
        // shutting down: the load balancer stops sending here while requests are still served
        if (deps.isDraining?.()) return notReady('SHUTTING_DOWN', t('api.shuttingDown'), 1)
        // shedding load: the load balancer sends this instance less until it recovers
        if (isOverloaded(request.server)) return notReady('OVERLOADED', t('api.overloaded'), 2)
        // the event bus lost its database: streams here would miss other instances' events
        if (deps.bus && !deps.bus.isUp()) return notReady('EVENTS_UNAVAILABLE', t('api.unavailable'), 2)
        // a write was refused for a full disk lately: send writers to an instance that can save
        if (storageFullLately(request.server))
          return notReady('STORAGE_FULL', t('api.storageFull'), STORAGE_FULL_RETRY_AFTER_SECONDS)
        try {
          await pingDatabase(deps.db)
          return { status: 'ready' as const }
        } catch {
          return notReady('DATABASE_UNAVAILABLE', t('api.unavailable'), 5)
        }
      },
    }),
  ]
}
