import { apiPath } from '#shared/api-paths.ts'
import type { StatementList, StatementRidePage, StatementWeek } from '#shared/schemas/receipts.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/**
 * The current week's figures as the server sums them (`GET /api/v1/driver/statements`, current week
 * last) and the newest page of its rides, from which the page shows today's.
 */
export async function getWeekFigures(
  lang: Lang,
  signal?: AbortSignal,
): Promise<{ week: StatementWeek | null; rides: StatementRidePage['items'] }> {
  const { weeks } = await apiFetch<StatementList>(apiPath('/driver/statements'), { lang, signal })
  const week = weeks.at(-1) ?? null
  if (!week) return { week, rides: [] }
  const page = await apiFetch<StatementRidePage>(
    apiPath(`/driver/statements/${encodeURIComponent(week.weekStart)}/rides`),
    { lang, signal },
  )
  return { week, rides: page.items }
}
