import { describe, expect, it } from 'vitest'
import { planDemoRides } from './demo-schedule.ts'

describe('planDemoRides', () => {
  const now = new Date('2026-03-15T12:00:00Z')
  const plans = planDemoRides(now, { count: 30, days: 150, seed: 9 })
  const istanbul = (d: Date) => new Date(d.getTime() + 3 * 3_600_000)

  it('makes the rides asked for, oldest first, one a day at most, all in the past', () => {
    expect(plans).toHaveLength(30)
    const days = plans.map((p) => istanbul(p.requestedAt).toISOString().slice(0, 10))
    expect(new Set(days).size).toBe(30)
    expect(plans.map((p) => p.requestedAt.getTime())).toEqual(
      [...plans.map((p) => p.requestedAt.getTime())].sort((a, b) => a - b),
    )
    expect(plans.at(-1)!.requestedAt.getTime()).toBeLessThan(now.getTime())
  })
  it('follows demand: weekday peaks and late weekend nights, not one time of day', () => {
    const hours = plans.map((p) => istanbul(p.requestedAt).getUTCHours())
    expect(new Set(hours).size).toBeGreaterThanOrEqual(8)
    const isPeak = (h: number) => (h >= 7 && h < 10) || (h >= 17 && h < 20)
    expect(hours.filter(isPeak).length).toBeGreaterThanOrEqual(6)
    const lateWeekend = plans.filter((p) => {
      const t = istanbul(p.requestedAt)
      return [0, 5, 6].includes(t.getUTCDay()) && (t.getUTCHours() >= 22 || t.getUTCHours() < 4)
    })
    expect(lateWeekend.length).toBeGreaterThan(0)
  })
  it('charges a Bosphorus toll on some rides between the two sides and none within one', () => {
    const asia = (p: { address: string }) => /Kadıköy|Üsküdar|Pendik/.test(p.address)
    const crossing = plans.filter((p) => asia(p.from) !== asia(p.to))
    expect(crossing.length).toBeGreaterThan(0)
    for (const p of crossing) expect([5_900, 14_000, 28_000]).toContain(p.tollsKurus)
    for (const p of plans.filter((q) => asia(q.from) === asia(q.to))) expect(p.tollsKurus).toBe(0)
  })
  it('goes between two different real places', () => {
    for (const plan of plans) expect(plan.from.address).not.toBe(plan.to.address)
  })
})
