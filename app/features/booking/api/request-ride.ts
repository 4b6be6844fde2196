import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { RequestedRide, RideRequest } from '#shared/schemas/rides-api.ts'
import { apiFetch } from '#app/lib/api.ts'

/**
 * `POST /api/v1/rides`. The caller keeps `idempotencyKey` for one press of the button, so a retry
 * after a lost answer gets the same ride instead of a second taxi.
 */
export function requestRide(lang: Lang, body: RideRequest, idempotencyKey: string): Promise<RequestedRide> {
  return apiFetch<RequestedRide>(apiPath('/rides'), {
    method: 'POST',
    body,
    lang,
    headers: { 'idempotency-key': idempotencyKey },
  })
}
