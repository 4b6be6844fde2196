import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

export type RecentPlace = { address: string; lat: number; lng: number }

/** The passenger's recent pickups, newest first (`GET /api/v1/me/recent-places`). */
export async function getRecentPlaces(lang: Lang): Promise<RecentPlace[]> {
  const answer = await apiFetch<{ items: RecentPlace[] }>(apiPath('/me/recent-places'), { lang })
  return answer.items
}
