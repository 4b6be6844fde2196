import { apiPath } from '#shared/api-paths.ts'
import type { Offer } from '#shared/schemas/rides-api.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** The open offers, soonest to expire first (`GET /api/v1/driver/offers`): read on load and on reconnect. */
export async function getOffers(lang: Lang, signal?: AbortSignal): Promise<Offer[]> {
  const { items } = await apiFetch<{ items: Offer[] }>(apiPath('/driver/offers'), { lang, signal })
  return items
}
