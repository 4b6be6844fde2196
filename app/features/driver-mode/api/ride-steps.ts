import { apiPath } from '#shared/api-paths.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** The body-less moves of the ride's driver: accept (409 when another taxi won), arrive, start. */
export type RideStep = 'accept' | 'arrive' | 'start'

/** `POST /api/v1/rides/:rideId/{accept|arrive|start}`. */
export function takeRideStep(rideId: string, step: RideStep, lang: Lang): Promise<RideDetail> {
  return apiFetch<RideDetail>(apiPath(`/rides/${encodeURIComponent(rideId)}/${step}`), { method: 'POST', lang })
}
