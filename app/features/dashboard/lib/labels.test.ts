import { describe, expect, it } from 'vitest'
import { DEFAULT_MEMBERSHIP } from '#shared/constants.ts'
import { dashboard as en } from '#shared/i18n/en/dashboard.ts'
import { benefitKey, cityLabel, knownRideStatus, paymentMethodKey, UPGRADE_BENEFITS } from './labels.ts'

describe('dashboard labels', () => {
  it('labels COMPLETED, CANCELLED and IN_PROGRESS and leaves any other status raw', () => {
    expect(knownRideStatus('COMPLETED')).toBe('COMPLETED')
    expect(knownRideStatus('IN_PROGRESS')).toBe('IN_PROGRESS')
    expect(knownRideStatus('REQUESTED')).toBeNull()
    expect(en.status).toEqual({ COMPLETED: 'Completed', CANCELLED: 'Cancelled', IN_PROGRESS: 'In Progress' })
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
