import type { FastifyInstance } from 'fastify'
import { RidesQuerySchema, UsersQuerySchema } from '#shared/schemas/api.ts'
import type { AppDeps } from '#server/app.ts'
import { requireAdmin } from '#server/session.ts'
import { listRides } from '#server/features/rides/rides.queries.ts'
import { listUsers } from '#server/features/users/users.queries.ts'

/** Spec §7's "list users" and "list rides", for ADMINs only (the spec's client could read everything). */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/users', async (request) => {
    await requireAdmin(deps.auth, request)
    return listUsers(deps.db, UsersQuerySchema.parse(request.query))
  })

  app.get('/api/rides', async (request) => {
    await requireAdmin(deps.auth, request)
    return listRides(deps.db, RidesQuerySchema.parse(request.query))
  })
}
