import { describe, expect, it } from 'vitest'
import { rideCountFigures } from './ride-count-figures.ts'

describe('rideCountFigures', () => {
  it('counts every ride in the total: completed, cancelled, expired and under way', () => {
    expect(rideCountFigures({ COMPLETED: 20, CANCELLED: 5, EXPIRED: 3, REQUESTED: 1, IN_PROGRESS: 1 })).toEqual({
      totalRides: 30,
      completedRides: 20,
      cancelledRides: 5,
    })
  })
  it('gives zeros for a user without rides', () => {
    expect(rideCountFigures({})).toEqual({ totalRides: 0, completedRides: 0, cancelledRides: 0 })
  })
})
