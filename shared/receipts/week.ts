import { TZDate } from '@date-fns/tz'
import { addDays, getISOWeek, getISOWeekYear, startOfWeek } from 'date-fns'
import { TIME_ZONE } from '../constants.ts'

/**
 * Statement weeks (issue 15): Monday 00:00 to Sunday 23:59:59.999 in Europe/Istanbul. A week is
 * named by the Istanbul date of its Monday, `YYYY-MM-DD`; its range is [start, next Monday).
 */
export type WeekRange = { weekStart: string; startIso: string; endIso: string }

const WEEK_KEY = /^(\d{4})-(\d{2})-(\d{2})$/

/** UTC ISO text (a TZDate's own toISOString keeps the +03:00 offset, which SQLite compares as text). */
const utcIso = (date: Date) => new Date(date.getTime()).toISOString()

function dayKey(date: TZDate): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The Istanbul Monday 00:00 of the week holding `instant`. */
export function istanbulWeekStart(instant: Date): TZDate {
  return startOfWeek(new TZDate(instant.getTime(), TIME_ZONE), { weekStartsOn: 1 })
}

/** The week holding `instant`. */
export function weekOf(instant: Date): WeekRange {
  const start = istanbulWeekStart(instant)
  return { weekStart: dayKey(start), startIso: utcIso(start), endIso: utcIso(addDays(start, 7)) }
}

/** The week named by its Monday (`2026-11-16`); null when the text is not the date of a Monday. */
export function parseWeekStart(text: string): WeekRange | null {
  const match = WEEK_KEY.exec(text)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const start = new TZDate(y, m - 1, d, TIME_ZONE)
  if (Number.isNaN(start.getTime()) || dayKey(start) !== text || start.getDay() !== 1) return null
  return { weekStart: text, startIso: utcIso(start), endIso: utcIso(addDays(start, 7)) }
}

/** The `count` weeks up to and including the one holding `now`, oldest first. */
export function lastWeeks(now: Date, count: number): WeekRange[] {
  const current = istanbulWeekStart(now)
  return Array.from({ length: count }, (_, i) => weekOf(addDays(current, (i - count + 1) * 7)))
}

/** An Istanbul calendar day `YYYY-MM-DD` as [start, next day) in UTC; null when not a real date. */
export function istanbulDayRange(text: string): { startIso: string; endIso: string } | null {
  const match = WEEK_KEY.exec(text)
  if (!match) return null
  const start = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), TIME_ZONE)
  if (Number.isNaN(start.getTime()) || dayKey(start) !== text) return null
  return { startIso: utcIso(start), endIso: utcIso(addDays(start, 1)) }
}

/** The Istanbul calendar day of an instant, `YYYY-MM-DD`. */
export function istanbulDay(instant: Date | string): string {
  return dayKey(new TZDate(new Date(instant).getTime(), TIME_ZONE))
}

/** The ISO week name of a statement week, `2026-W47`, as the problem-report queue records it. */
export function isoWeekName(weekStart: string): string | null {
  const week = parseWeekStart(weekStart)
  if (!week) return null
  const monday = new TZDate(Date.parse(week.startIso), TIME_ZONE)
  return `${getISOWeekYear(monday)}-W${String(getISOWeek(monday)).padStart(2, '0')}`
}

/** The statement week of an ISO week name (`2026-W47` → the week of Monday 16 November); null if not one. */
export function weekOfIsoName(name: string): WeekRange | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(name)
  if (!match) return null
  const DAY = 86_400_000
  // ISO week 1 is the week holding 4 January
  const jan4 = Date.UTC(Number(match[1]), 0, 4)
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY + (Number(match[2]) - 1) * 7 * DAY
  const week = parseWeekStart(new Date(monday).toISOString().slice(0, 10))
  return week && isoWeekName(week.weekStart) === name ? week : null
}
