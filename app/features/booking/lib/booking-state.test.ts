import { describe, expect, it } from 'vitest'
import type { CurrentRide } from '../api/get-current-ride.ts'
import { bookingReducer, INITIAL_BOOKING, stepOf, type BookingState } from './booking-state.ts'

const ride = (status: string, id = 'ride-1'): CurrentRide =>
  ({
    id,
    status,
    pickup: { address: 'Kadıköy', lat: 40.99, lng: 29.02 },
    dropoff: null, // no destination is null, never an empty address (decision 054)
    driverPosition: null,
    etaSeconds: null,
    share: null,
  }) as unknown as CurrentRide

const loaded = (r: CurrentRide | null): BookingState => bookingReducer(INITIAL_BOOKING, { type: 'loaded', ride: r })

describe('the booking page follows the server’s ride', () => {
  it('shows nothing but loading before the first read', () => {
    expect(stepOf(INITIAL_BOOKING)).toBe('loading')
  })

  it.each([
    [null, 'form'],
    ['REQUESTED', 'searching'],
    ['ASSIGNED', 'assigned'],
    ['ARRIVED', 'arrived'],
    ['IN_PROGRESS', 'inProgress'],
    ['COMPLETED', 'completed'],
  ] as const)('shows the %s ride as the %s step', (status, step) => {
    expect(stepOf(loaded(status ? ride(status) : null))).toBe(step)
  })

  it('moves the taxi of the ride on a position event, and ignores another ride’s', () => {
    const state = loaded(ride('ASSIGNED'))
    const moved = bookingReducer(state, {
      type: 'position',
      rideId: 'ride-1',
      lat: 41,
      lng: 29,
      at: '2026-11-26T20:00:00.000Z',
    })
    expect(moved.ride?.driverPosition).toEqual({ lat: 41, lng: 29, at: '2026-11-26T20:00:00.000Z' })
    expect(bookingReducer(state, { type: 'position', rideId: 'other', lat: 1, lng: 1, at: 'x' })).toBe(state)
  })

  it('keeps "no taxi was found" until a new ride or a restart, and a failed read keeps the step', () => {
    const expired = bookingReducer(loaded(ride('REQUESTED')), {
      type: 'ended',
      ended: { kind: 'expired', ride: ride('EXPIRED') },
    })
    expect(stepOf(expired)).toBe('ended')
    expect(stepOf(bookingReducer(expired, { type: 'loaded', ride: null }))).toBe('ended')
    expect(stepOf(bookingReducer(expired, { type: 'failed', error: 'offline' }))).toBe('ended')
    expect(stepOf(bookingReducer(expired, { type: 'loaded', ride: ride('REQUESTED', 'ride-2') }))).toBe('searching')
    expect(stepOf(bookingReducer(expired, { type: 'restart', notice: null }))).toBe('form')
  })
})
