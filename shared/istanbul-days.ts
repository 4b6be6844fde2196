import { TZDate } from '@date-fns/tz'
import { startOfDay, startOfMonth, startOfWeek } from 'date-fns'
import { TIME_ZONE } from './constants.ts'

/** `YYYY-MM-DD`: a calendar day as staff type it (a date input's value). */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** The UTC instant an Istanbul calendar day starts; null for a day that does not exist. */
export function istanbulDayStart(day: string): Date | null {
  if (!ISO_DAY.test(day)) return null
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const start = new TZDate(y, m - 1, d, TIME_ZONE)
  if (start.getFullYear() !== y || start.getMonth() !== m - 1 || start.getDate() !== d) return null
  return new Date(start.getTime())
}

/** The UTC instant the Istanbul day after `day` starts (the exclusive end of a "to" date). */
export function istanbulDayEnd(day: string): Date | null {
  const start = istanbulDayStart(day)
  if (!start) return null
  const next = new TZDate(start.getTime(), TIME_ZONE)
  next.setDate(next.getDate() + 1)
  return new Date(next.getTime())
}

/** Start of today and of this week (Monday) in Istanbul, as UTC instants. */
export function istanbulTodayAndWeek(now: Date): { today: Date; week: Date } {
  const local = new TZDate(now.getTime(), TIME_ZONE)
  return {
    today: new Date(startOfDay(local).getTime()),
    week: new Date(startOfWeek(local, { weekStartsOn: 1 }).getTime()),
  }
}

/**
 * Calendar days in Europe/Istanbul as `YYYY-MM-DD` text: KVKK's 30-day deadline and document
 * expiry are counted in the days people in Turkey live, not in UTC.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Istanbul calendar day of an instant: 2026-03-14T22:30Z → '2026-03-15'. */
export function istanbulDay(at: Date | string): string {
  return dayFormat.format(typeof at === 'string' ? new Date(at) : at)
}

const toUtcNoon = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return Date.UTC(y, m - 1, d, 12)
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(toUtcNoon(day) + days * 86_400_000).toISOString().slice(0, 10)
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcNoon(to) - toUtcNoon(from)) / 86_400_000)
}

/** KVKK (Law 6698, art. 13): a request is answered within 30 days of its receipt. */
export const KVKK_DAYS = 30

/** The last Istanbul day on which a request received at `receivedAt` may be answered. */
export function kvkkDeadline(receivedAt: Date | string): string {
  return addDays(istanbulDay(receivedAt), KVKK_DAYS)
}

/** Days left until the deadline on `now`'s Istanbul day: 0 is the last day, negative is overdue. */
export function kvkkDaysLeft(receivedAt: Date | string, now: Date): number {
  return daysBetween(istanbulDay(now), kvkkDeadline(receivedAt))
}

/** `YYYY-MM-DD` that is a real calendar day. */
export function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text
}

/** Start of the calendar month in Europe/Istanbul containing `now`, as a UTC instant. */
export function istanbulMonthStart(now: Date): Date {
  return new Date(startOfMonth(new TZDate(now.getTime(), TIME_ZONE)).getTime())
}
