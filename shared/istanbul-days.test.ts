import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, isCalendarDay, istanbulDay, kvkkDaysLeft, kvkkDeadline } from './istanbul-days.ts'

describe('Istanbul calendar days', () => {
  it('takes the day in Istanbul, not in UTC', () => {
    expect(istanbulDay('2026-03-14T20:59:00Z')).toBe('2026-03-14')
    expect(istanbulDay('2026-03-14T21:00:00Z')).toBe('2026-03-15')
  })
  it('adds and counts days across month ends', () => {
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02')
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2)
  })
  it('counts the KVKK deadline from the Istanbul day of receipt', () => {
    expect(kvkkDeadline('2026-03-14T21:30:00Z')).toBe('2026-04-14')
    expect(kvkkDaysLeft('2026-03-14T21:30:00Z', new Date('2026-04-14T20:00:00Z'))).toBe(0)
    expect(kvkkDaysLeft('2026-03-14T21:30:00Z', new Date('2026-04-14T21:00:00Z'))).toBe(-1)
  })
  it('knows a real day from a made-up one', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true)
    expect(isCalendarDay('2026-02-30')).toBe(false)
    expect(isCalendarDay('28.02.2026')).toBe(false)
  })
})
