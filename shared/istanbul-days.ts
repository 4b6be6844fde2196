import { TZDate } from '@date-fns/tz'
import { startOfDay, startOfWeek } from 'date-fns'
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
