import type { FastifyInstance } from 'fastify'
import { MyRidesQuerySchema } from '#shared/schemas/api.ts'
import type { AppDeps } from '#server/app.ts'
import { HttpError } from '#server/http-errors.ts'
import { requestLang, serverT } from '#server/i18n.ts'
import { requireUser } from '#server/session.ts'
import { listRides } from '#server/features/rides/rides.queries.ts'
import { getProfile } from '#server/features/users/users.queries.ts'
import { getSummary } from './summary.service.ts'

/** The signed-in user's own record, rides and figures: nobody else's, ever. */
export async function meRoutes(app: FastifyInstance, deps: AppDeps) {
  async function ownProfile(request: Parameters<typeof requireUser>[1]) {
    const user = await requireUser(deps.auth, request)
    const profile = await getProfile(deps.db, user.id)
    if (!profile) {
      throw new HttpError(404, 'USER_NOT_FOUND', serverT(requestLang(request.headers))('api.notFound'))
    }
    return profile
  }

  app.get('/api/me', async (request) => ownProfile(request))

  app.get('/api/me/rides', async (request) => {
    const profile = await ownProfile(request)
    const query = MyRidesQuerySchema.parse(request.query)
    return listRides(deps.db, {
      ...query,
      ...(profile.userType === 'DRIVER' ? { driverId: profile.id } : { passengerId: profile.id }),
    })
  })

  app.get('/api/me/summary', async (request) => getSummary(deps.db, await ownProfile(request), deps.now()))
}
