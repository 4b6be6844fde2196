import { formatDate } from '#shared/format.ts'
import type { Lang } from '#shared/routes.ts'

/** "16 Kas 2026 – 22 Kas 2026": Monday to Sunday of a week from its [start, end). */
export function weekDates(week: { startsAt: string; endsAt: string }, lang: Lang) {
  const sunday = new Date(Date.parse(week.endsAt) - 1).toISOString()
  return { from: formatDate(week.startsAt, lang), to: formatDate(sunday, lang) }
}
