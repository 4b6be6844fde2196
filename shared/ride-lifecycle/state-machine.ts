/**
 * The ride lifecycle as data: which status may follow which, and who may make that move.
 * Pure, so the server, the CLI, the apps and the tests all read the same table.
 */

export const RIDE_STATES = [
  'REQUESTED',
  'ASSIGNED',
  'ARRIVED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
  'EXPIRED',
] as const
export type RideState = (typeof RIDE_STATES)[number]

/** Rides that are still moving; the rest are final. */
export const ACTIVE_RIDE_STATES = [
  'REQUESTED',
  'ASSIGNED',
  'ARRIVED',
  'IN_PROGRESS',
] as const satisfies readonly RideState[]
export const FINAL_RIDE_STATES = ['COMPLETED', 'CANCELLED', 'EXPIRED'] as const satisfies readonly RideState[]

/** Who makes a transition: the two apps, an operator (CLI or admin API), or the server's own clock. */
export const RIDE_ACTORS = ['passenger', 'driver', 'operations', 'system'] as const
export type RideActor = (typeof RIDE_ACTORS)[number]

type Rule = { from: RideState; to: RideState; actors: readonly RideActor[] }

/**
 * Every legal move. A driver who gives up a ride before the trip starts sends it back to
 * REQUESTED (the request is offered to other drivers, not lost); once the passenger is on
 * board a driver's cancellation ends the ride.
 */
export const RIDE_TRANSITIONS: readonly Rule[] = [
  { from: 'REQUESTED', to: 'ASSIGNED', actors: ['driver'] },
  { from: 'REQUESTED', to: 'CANCELLED', actors: ['passenger', 'operations', 'system'] },
  { from: 'REQUESTED', to: 'EXPIRED', actors: ['system'] },
  { from: 'ASSIGNED', to: 'ARRIVED', actors: ['driver'] },
  { from: 'ASSIGNED', to: 'REQUESTED', actors: ['driver', 'operations'] },
  { from: 'ASSIGNED', to: 'CANCELLED', actors: ['passenger', 'operations', 'system'] },
  { from: 'ARRIVED', to: 'IN_PROGRESS', actors: ['driver'] },
  { from: 'ARRIVED', to: 'REQUESTED', actors: ['driver', 'operations'] },
  { from: 'ARRIVED', to: 'CANCELLED', actors: ['passenger', 'operations', 'system'] },
  { from: 'IN_PROGRESS', to: 'COMPLETED', actors: ['driver', 'operations'] },
  { from: 'IN_PROGRESS', to: 'CANCELLED', actors: ['driver', 'operations', 'system'] },
]

export function isRideState(value: string): value is RideState {
  return (RIDE_STATES as readonly string[]).includes(value)
}

export function isActiveRideState(value: string): boolean {
  return (ACTIVE_RIDE_STATES as readonly string[]).includes(value)
}

/** True when `actor` may move a ride from `from` to `to`. Unknown (legacy) statuses move nowhere. */
export function canTransition(from: string, to: string, actor: RideActor): boolean {
  return RIDE_TRANSITIONS.some((r) => r.from === from && r.to === to && r.actors.includes(actor))
}

/** The statuses `actor` may move a ride in `from` to. */
export function nextStates(from: string, actor: RideActor): RideState[] {
  return RIDE_TRANSITIONS.filter((r) => r.from === from && r.actors.includes(actor)).map((r) => r.to)
}

/** Where a cancellation by `actor` takes a ride in `from`, or null when that actor cannot cancel it now. */
export function cancellationTarget(from: string, actor: RideActor): RideState | null {
  if (actor === 'driver' && canTransition(from, 'REQUESTED', 'driver')) return 'REQUESTED'
  return canTransition(from, 'CANCELLED', actor) ? 'CANCELLED' : null
}
