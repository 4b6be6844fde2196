import { describe, expect, it } from 'vitest'
import { ProfileSchema, RidePageSchema, SummarySchema } from '#shared/schemas/api-responses.ts'
import { driverProfile, pageOf, passengerProfile, rideOf, summaryOf } from './fixtures.ts'

// The component tests answer with these: they must be what the API really sends.
describe('dashboard test fixtures follow the API response schemas', () => {
  it.each([
    ['driver profile', ProfileSchema, driverProfile()],
    ['passenger profile', ProfileSchema, passengerProfile()],
    ['summary', SummarySchema, summaryOf()],
    ['ride page', RidePageSchema, pageOf([rideOf(), rideOf({ id: 'r2', driverId: null })], 'cursor-1')],
    [
      'rides with fare checks',
      RidePageSchema,
      pageOf([
        rideOf({
          fareCheck: {
            status: 'above',
            city: 'Istanbul',
            taxiClass: 'yellow',
            effectiveFrom: '2026-02-16',
            expectedKurus: 29_191,
            lowerKurus: 25_794,
            upperKurus: 38_215,
          },
        }),
        rideOf({ id: 'r2', fareCheck: { status: 'noTariff', city: null, taxiClass: 'yellow', reason: 'cityMissing' } }),
      ]),
    ],
  ] as const)('%s', (_name, schema, value) => {
    expect(schema.parse(value)).toEqual(value)
  })
  it('a summary with the fare in lira (a string) is refused', () => {
    expect(SummarySchema.safeParse({ ...summaryOf(), totalFareKurus: '223.45' }).success).toBe(false)
  })
})
