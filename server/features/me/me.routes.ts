import type { FastifyRequest } from 'fastify'
import { apiPath } from '#shared/api-paths.ts'
import { MyRidesQuerySchema } from '#shared/schemas/api.ts'
import { ProfileSchema, RidePageSchema, SummarySchema } from '#shared/schemas/api-responses.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { requestLang, serverT } from '#server/core/i18n.ts'
import type { SessionUser } from '#server/core/session.ts'
import { listCheckedRides } from '#server/features/rides/index.ts'
import { getProfile } from '#server/features/users/index.ts'
import { withLedgerBalance } from '#server/features/adjustments/index.ts'
import { getSummary, ownRidesFilter, type RideOwner } from './me.service.ts'

const userNotFound = (request: FastifyRequest) =>
  new HttpError(404, 'USER_NOT_FOUND', serverT(requestLang(request.headers))('api.notFound'))

/** Id and type come with the session: the ride lists and figures need no profile. */
function rideOwnerOf(user: SessionUser, request: FastifyRequest): RideOwner {
  // A stored type we cannot read has no dashboard (as GET /api/v1/me has no profile for it).
  if (!user.userType) throw userNotFound(request)
  return { id: user.id, userType: user.userType }
}

const tag = 'Dashboards'

/** The signed-in user's own record, rides and figures: nobody else's, ever. */
export function meRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/me'),
      operationId: 'getMe',
      summary: "The signed-in user's own record with the spec's §3 profile",
      tag,
      access: 'user',
      responses: { 200: ProfileSchema },
      errors: [404],
      handler: async ({ user, request }) => {
        const profile = await getProfile(deps.db, user.id)
        if (!profile) throw userNotFound(request)
        return withLedgerBalance(deps.db, profile)
      },
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/me/rides'),
      operationId: 'listMyRides',
      summary: "The signed-in user's rides (as passenger or as driver), newest first, one keyset page",
      tag,
      access: 'user',
      query: MyRidesQuerySchema,
      responses: { 200: RidePageSchema },
      errors: [404],
      handler: async ({ user, query, request }) =>
        listCheckedRides(deps.db, { ...query, ...ownRidesFilter(rideOwnerOf(user, request)) }),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/me/summary'),
      operationId: 'getMySummary',
      summary: "The dashboard's figures, computed by the database (money in kuruş)",
      tag,
      access: 'user',
      responses: { 200: SummarySchema },
      errors: [404],
      handler: async ({ user, request }) => {
        const summary = await getSummary(deps.db, rideOwnerOf(user, request), deps.now())
        if (!summary) throw userNotFound(request)
        return summary
      },
    }),
  ]
}
