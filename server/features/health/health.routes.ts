import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { AppDeps } from '#server/app.ts'

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/health', async () => ({ status: 'ok' }))
  app.get('/api/ready', async (_request, reply) => {
    try {
      await sql`select 1`.execute(deps.db)
      return { status: 'ready', database: deps.dialect }
    } catch {
      return reply.code(503).send({ error: { code: 'DATABASE_UNAVAILABLE', message: 'Database is not reachable.' } })
    }
  })
}
