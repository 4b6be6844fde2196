import { describe, expect, it } from 'vitest'
import {
  cancellationTarget,
  canTransition,
  nextStates,
  RIDE_ACTORS,
  RIDE_STATES,
  type RideActor,
  type RideState,
} from './state-machine.ts'

/** The lifecycle written out by hand, independently of RIDE_TRANSITIONS: "from>to": actors. */
const LEGAL: Record<string, RideActor[]> = {
  'REQUESTED>ASSIGNED': ['driver'],
  'REQUESTED>CANCELLED': ['passenger', 'operations', 'system'],
  'REQUESTED>EXPIRED': ['system'],
  'ASSIGNED>ARRIVED': ['driver'],
  'ASSIGNED>REQUESTED': ['driver', 'operations'],
  'ASSIGNED>CANCELLED': ['passenger', 'operations', 'system'],
  'ARRIVED>IN_PROGRESS': ['driver'],
  'ARRIVED>REQUESTED': ['driver', 'operations'],
  'ARRIVED>CANCELLED': ['passenger', 'operations', 'system'],
  'IN_PROGRESS>COMPLETED': ['driver', 'operations'],
  'IN_PROGRESS>CANCELLED': ['driver', 'operations', 'system'],
}

const cases: [RideState, RideState, RideActor, boolean][] = []
for (const from of RIDE_STATES)
  for (const to of RIDE_STATES)
    for (const actor of RIDE_ACTORS) cases.push([from, to, actor, (LEGAL[`${from}>${to}`] ?? []).includes(actor)])

describe('ride state machine', () => {
  it('covers every (from, to, actor) triple: 7 × 7 × 4', () => {
    expect(cases).toHaveLength(196)
    expect(cases.filter((c) => c[3])).toHaveLength(22)
  })

  it.each(cases)('%s → %s by %s is legal: %s', (from, to, actor, legal) => {
    expect(canTransition(from, to, actor)).toBe(legal)
  })

  it('lets nothing leave COMPLETED, CANCELLED or EXPIRED', () => {
    for (const final of ['COMPLETED', 'CANCELLED', 'EXPIRED'] as const)
      for (const actor of RIDE_ACTORS) expect(nextStates(final, actor)).toEqual([])
  })

  it('moves legacy statuses (ACCEPTED, anything unknown) nowhere', () => {
    expect(canTransition('ACCEPTED', 'ARRIVED', 'driver')).toBe(false)
    expect(canTransition('whatever', 'CANCELLED', 'operations')).toBe(false)
  })

  it('walks the happy path with the driver', () => {
    expect(nextStates('REQUESTED', 'driver')).toEqual(['ASSIGNED'])
    expect(nextStates('ASSIGNED', 'driver')).toEqual(['ARRIVED', 'REQUESTED'])
    expect(nextStates('ARRIVED', 'driver')).toEqual(['IN_PROGRESS', 'REQUESTED'])
    expect(nextStates('IN_PROGRESS', 'driver')).toEqual(['COMPLETED', 'CANCELLED'])
  })
})

describe('cancellationTarget', () => {
  it('sends a driver cancellation before the trip back to REQUESTED, so the request is not lost', () => {
    expect(cancellationTarget('ASSIGNED', 'driver')).toBe('REQUESTED')
    expect(cancellationTarget('ARRIVED', 'driver')).toBe('REQUESTED')
  })
  it('ends the ride when the driver cancels during the trip', () => {
    expect(cancellationTarget('IN_PROGRESS', 'driver')).toBe('CANCELLED')
  })
  it('lets a passenger cancel until the trip starts, not after', () => {
    expect(cancellationTarget('REQUESTED', 'passenger')).toBe('CANCELLED')
    expect(cancellationTarget('ARRIVED', 'passenger')).toBe('CANCELLED')
    expect(cancellationTarget('IN_PROGRESS', 'passenger')).toBeNull()
    expect(cancellationTarget('COMPLETED', 'passenger')).toBeNull()
  })
  it('refuses a driver cancelling a request nobody has accepted', () => {
    expect(cancellationTarget('REQUESTED', 'driver')).toBeNull()
  })
})
