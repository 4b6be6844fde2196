import { describe, expect, it } from 'vitest'
import { DEFAULT_MEMBERSHIP } from '#shared/constants.ts'
import { dashboard as en } from '#shared/i18n/en/dashboard.ts'
import { rides as enRides } from '#shared/i18n/en/rides.ts'
import { rides as trRides } from '#shared/i18n/tr/rides.ts'
import { RIDE_STATES } from '#shared/ride-lifecycle/state-machine.ts'
import { benefitKey, cityLabel, paymentMethodKey, rideStatusKey, UPGRADE_BENEFITS } from './labels.ts'

describe('dashboard labels', () => {
  it('names every ride status in words in both languages, the spec’s three labels verbatim', () => {
    const statuses = [...RIDE_STATES, 'ACCEPTED']
    expect(statuses.map(rideStatusKey)).toEqual(statuses)
    for (const status of statuses) {
      for (const catalog of [enRides, trRides]) {
        const label = catalog.status[rideStatusKey(status)!]
        expect(label).toMatch(/^[\p{Lu}][\p{Ll} ]+/u)
        expect(label).not.toBe(status)
      }
    }
    expect([enRides.status.COMPLETED, enRides.status.CANCELLED, enRides.status.IN_PROGRESS]).toEqual([
      'Completed',
      'Cancelled',
      'In Progress',
    ])
    expect(rideStatusKey('TELEPORTED')).toBeNull()
  })
  it('knows the default membership’s benefits, so Turkish pages translate them', () => {
    expect(DEFAULT_MEMBERSHIP.features.map(benefitKey)).toEqual(['basicTaxi', 'standardSupport'])
    expect(benefitKey('  premium SUPPORT ')).toBe('premiumSupport')
    expect(benefitKey('Free coffee')).toBeNull()
  })
  it('names the five upgrade benefits of the spec in its words', () => {
    expect(UPGRADE_BENEFITS.map((key) => en.benefits[key])).toEqual([
      'Priority taxi service',
      'Premium support',
      'Exclusive discounts',
      'Airport priority',
      'Free rides with points',
    ])
  })
  it('translates known payment methods only', () => {
    expect(paymentMethodKey('Credit card')).toBe('creditCard')
    expect(paymentMethodKey('Papara')).toBeNull()
  })
  it('writes cities the Turkish way on Turkish pages only', () => {
    expect(cityLabel('Izmir', 'tr')).toBe('İzmir')
    expect(cityLabel('Eskisehir', 'tr')).toBe('Eskişehir')
    expect(cityLabel('Izmir', 'en')).toBe('Izmir')
    expect(cityLabel('Paris', 'tr')).toBe('Paris')
  })
})
