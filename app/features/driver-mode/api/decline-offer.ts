import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** `POST /api/v1/rides/:rideId/decline` (204): the ride goes to the next driver at once. */
export async function declineOffer(rideId: string, lang: Lang): Promise<void> {
  await apiFetch<null>(apiPath(`/rides/${encodeURIComponent(rideId)}/decline`), { method: 'POST', lang })
}
