import { apiPath } from '#shared/api-paths.ts'
import { HealthSchema, ReadinessSchema } from '#shared/schemas/api-responses.ts'
import type { AppDeps } from '#server/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
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
      summary: "Readiness: the database answers too (the load balancer's health check)",
      tag: 'Health',
      access: 'public',
      responses: { 200: ReadinessSchema },
      errors: [503],
      handler: async ({ reply }) => {
        // shutting down: the load balancer stops sending here while requests are still served
        if (deps.isDraining?.()) {
          return reply
            .code(503)
            .header('retry-after', '1')
            .send({ error: { code: 'SHUTTING_DOWN', message: 'This instance is shutting down.' } })
        }
        try {
          await pingDatabase(deps.db)
          return { status: 'ready' as const }
        } catch {
          return reply
            .code(503)
            .header('retry-after', '5')
            .send({ error: { code: 'DATABASE_UNAVAILABLE', message: 'Database is not reachable.' } })
        }
      },
    }),
  ]
}
