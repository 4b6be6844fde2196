import { describe, expect, it } from 'vitest'
import {
  cancellationFeeKurus,
  cashbackPoints,
  CASHBACK_KURUS_PER_POINT,
  CITY_CANCELLATION_FEE_KURUS,
  cityCancellationFeeKurus,
  DEFAULT_CANCELLATION_FEE_KURUS,
} from './rules.ts'
import { CITIES } from '../constants.ts'

const assignedAt = new Date('2026-03-15T12:00:00Z')
const after = (m: number, s: number) => new Date(assignedAt.getTime() + (m * 60 + s) * 1000)
const fee = (over: Partial<Parameters<typeof cancellationFeeKurus>[0]>) =>
  cancellationFeeKurus({
    status: 'ASSIGNED',
    actor: 'passenger',
    assignedAt,
    now: after(3, 0),
    city: 'Istanbul',
    ...over,
  })

describe('cancellation fee', () => {
  it('is free while the ride is REQUESTED', () => {
    expect(fee({ status: 'REQUESTED', assignedAt: null, now: after(10, 0) })).toBe(0)
  })
  it('is free at 1:59 after assignment', () => {
    expect(fee({ now: after(1, 59) })).toBe(0)
  })
  it("charges the city's fee at 2:01 after assignment", () => {
    expect(fee({ now: after(2, 1) })).toBe(5_000)
    expect(fee({ now: after(2, 1), city: 'Ankara' })).toBe(4_000)
  })
  it('charges from exactly 2:00 (the free window is the first 2 minutes)', () => {
    expect(fee({ now: after(1, 59.999) })).toBe(0)
    expect(fee({ now: after(2, 0) })).toBe(5_000)
  })
  it('charges once the driver has arrived, too', () => {
    expect(fee({ status: 'ARRIVED', now: after(2, 1) })).toBe(5_000)
  })
  it("never charges for a driver's, operations' or the system's cancellation", () => {
    for (const actor of ['driver', 'operations', 'system'] as const) expect(fee({ actor, now: after(30, 0) })).toBe(0)
  })
  it('has a configured fee for every served city, and a default for others', () => {
    expect(Object.keys(CITY_CANCELLATION_FEE_KURUS).sort()).toEqual([...CITIES].sort())
    expect(cityCancellationFeeKurus(null)).toBe(DEFAULT_CANCELLATION_FEE_KURUS)
    expect(cityCancellationFeeKurus('Atlantis')).toBe(DEFAULT_CANCELLATION_FEE_KURUS)
  })
})

describe('cashback points', () => {
  it('gives one point per full 10 lira (CASHBACK_KURUS_PER_POINT = 1000 kuruş)', () => {
    expect(CASHBACK_KURUS_PER_POINT).toBe(1_000)
    expect(cashbackPoints(12_345)).toBe(12)
    expect(cashbackPoints(999)).toBe(0)
    expect(cashbackPoints(1_000)).toBe(1)
  })
  it('gives nothing for a free or negative fare', () => {
    expect(cashbackPoints(0)).toBe(0)
    expect(cashbackPoints(-500)).toBe(0)
  })
})
