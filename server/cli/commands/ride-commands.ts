import { InvalidArgumentError, type Command } from 'commander'
import { parseKmToMetres, parseLiraToKurus } from '#shared/format.ts'
import { DEFAULT_RIDE_TIMEOUTS } from '#shared/ride-lifecycle/rules.ts'
import { FARE_INPUT_LIMITS } from '#shared/tariffs/estimate.ts'
import { isRideState, RIDE_STATES, type RideState } from '#shared/ride-lifecycle/state-machine.ts'
import {
  type LifecycleDeps,
  RecordRideError,
  RideError,
  cancelRide,
  clearHeldCashback,
  getRideDetail,
  recordRide,
} from '#server/features/ride-lifecycle/index.ts'
import { findUserIdByEmail } from '#server/features/users/index.ts'
import type { Services } from '#server/services.ts'
import { email, int, parseWith, UsageError, withServices, type Out } from '#server/cli/support.ts'

type RideOptions = {
  passenger: string
  driver?: string
  status: RideState
  fare: number
  distance: number
  duration: number
  from: string
  to?: string
  createdAt?: string
  cancellationFee?: number
  tolls?: number
}

/** Tolls in lira, as the fare estimate takes them: 0 to 10,000 TL (kuruş stored). */
const tollsLira = parseWith(
  (v) => {
    const kurus = parseLiraToKurus(v)
    return kurus !== null && kurus <= FARE_INPUT_LIMITS.maxTollsKurus ? kurus : null
  },
  `an amount from 0 to ${FARE_INPUT_LIMITS.maxTollsKurus / 100} such as 59.00`,
)

const lifecycleOf = (s: Services): LifecycleDeps => ({
  db: s.db,
  now: () => new Date(),
  bus: s.bus,
  log: s.log,
  timeouts: DEFAULT_RIDE_TIMEOUTS,
})
const operations = { id: 'cli', actor: 'operations' } as const

/** Lifecycle refusals and bad records print as usage errors (exit 2). */
async function asUsage<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof RideError) throw new UsageError(`${error.code} (${error.key})`)
    if (error instanceof RecordRideError) throw new UsageError(error.message)
    throw error
  }
}

/**
 * `ride create | show | cancel | clear-fare`. Every ride goes through the lifecycle service: `create` records a
 * ride by walking it through the state machine (with its events), `cancel` is an operations
 * cancellation. Lira, km and minutes on the command line; kuruş, metres and seconds stored.
 */
export function addRideCommands(program: Command, out: Out) {
  const ride = program.command('ride').description('Rides, through the lifecycle service').exitOverride()
  addRideCreateCommand(ride, out)
  addRideShowAndCancelCommands(ride, out)
  addRideClearFareCommand(ride, out)
}

/** `ride clear-fare`: operations clear a fare the tariff check called "above" (audited, actor: cli). */
function addRideClearFareCommand(ride: Command, out: Out) {
  ride
    .command('clear-fare')
    .description('Clear a fare above the tariff: confirmed credits the held points, rejected drops them (audited)')
    .exitOverride()
    .argument('<id>', 'ride id')
    .requiredOption('--outcome <outcome>', 'confirmed or rejected', (v) => {
      const outcome = v.toUpperCase()
      if (outcome !== 'CONFIRMED' && outcome !== 'REJECTED') throw new InvalidArgumentError('confirmed or rejected.')
      return outcome
    })
    .requiredOption('--note <text>', 'why (kept in the audit log)')
    .action(async (id: string, o: { outcome: 'CONFIRMED' | 'REJECTED'; note: string }) => {
      const note = o.note.trim()
      if (!note || note.length > 500) throw new UsageError('--note: 1 to 500 characters.')
      const held = await withServices((s) =>
        asUsage(() => clearHeldCashback({ db: s.db, now: () => new Date() }, 'cli', id, { outcome: o.outcome, note })),
      )
      out(
        `Ride ${id}: fare ${held.clearance?.toLowerCase()}, ${held.heldPoints} points ${o.outcome === 'CONFIRMED' ? 'credited' : 'dropped'}`,
      )
    })
}

/** `ride create`: walks a ride through the state machine from REQUESTED, one event per step. */
function addRideCreateCommand(ride: Command, out: Out) {
  ride
    .command('create')
    .description('Record a ride (walked through the lifecycle from REQUESTED, one event per step)')
    .exitOverride()
    .requiredOption('--passenger <email>', 'passenger e-mail', email)
    .option('--driver <email>', 'driver e-mail', email)
    .requiredOption('--status <status>', RIDE_STATES.join(', '), (v) => {
      const status = v.toUpperCase()
      if (!isRideState(status)) throw new InvalidArgumentError(`one of ${RIDE_STATES.join(', ')} expected.`)
      return status
    })
    .requiredOption(
      '--fare <lira>',
      'fare in lira, e.g. 123.45',
      parseWith(parseLiraToKurus, 'an amount such as 123.45'),
    )
    .requiredOption('--distance <km>', 'distance in km, e.g. 5.2', parseWith(parseKmToMetres, 'a distance such as 5.2'))
    .requiredOption('--duration <minutes>', 'duration in minutes', int(0, 24 * 60))
    .requiredOption('--from <address>', 'pickup address')
    .option('--to <address>', 'destination address (optional, as with a street hail: decision 054)')
    .option(
      '--cancellation-fee <lira>',
      'fee charged, for a CANCELLED ride',
      parseWith(parseLiraToKurus, 'an amount such as 50.00'),
    )
    .option('--tolls <lira>', 'bridge, tunnel and motorway tolls paid, for a COMPLETED ride (e.g. 59.00)', tollsLira)
    .option('--created-at <iso>', 'request time, ISO 8601 (default now)', (v) => {
      if (Number.isNaN(Date.parse(v))) throw new InvalidArgumentError(`"${v}" is not an ISO 8601 time.`)
      return new Date(v).toISOString()
    })
    .action(async (o: RideOptions) => {
      if (o.tolls !== undefined && o.status !== 'COMPLETED') throw new UsageError('--tolls is for a COMPLETED ride.')
      const id = await withServices(async (s) => {
        const passengerId = await findUserIdByEmail(s.db, o.passenger)
        if (!passengerId) throw new UsageError(`No user with e-mail ${o.passenger}.`)
        const driverId = o.driver ? await findUserIdByEmail(s.db, o.driver) : null
        if (o.driver && !driverId) throw new UsageError(`No user with e-mail ${o.driver}.`)
        return asUsage(() =>
          recordRide(s, {
            passengerId,
            driverId,
            status: o.status,
            fareKurus: o.fare,
            distanceMetres: o.distance,
            durationSeconds: o.duration * 60,
            pickupAddress: o.from,
            dropoffAddress: o.to ?? null,
            createdAt: o.createdAt ?? new Date().toISOString(),
            cancellationFeeKurus: o.cancellationFee,
            tollsKurus: o.tolls,
          }),
        )
      })
      out(`Created ride ${id}`)
    })
}

/** `ride show` and `ride cancel` (an operations cancellation, never charged). */
function addRideShowAndCancelCommands(ride: Command, out: Out) {
  ride
    .command('show')
    .description("A ride's status, people and timeline")
    .exitOverride()
    .argument('<id>', 'ride id')
    .action(async (id: string) => {
      const detail = await withServices((s) => asUsage(() => getRideDetail(lifecycleOf(s), operations, id)))
      out(`${detail.id}  ${detail.status}  ${detail.pickup.address} → ${detail.dropoff?.address ?? '—'}`)
      for (const e of detail.timeline)
        out(
          `  ${e.at}  ${(e.from ?? '—').padEnd(11)} → ${e.to.padEnd(11)} ${e.actor}${e.reason ? `  (${e.reason})` : ''}`,
        )
      if (detail.tollsKurus > 0)
        out(`  fare ${(detail.fareKurus / 100).toFixed(2)} lira, tolls ${(detail.tollsKurus / 100).toFixed(2)} lira`)
      if (detail.cancellation)
        out(`  cancelled by ${detail.cancellation.by}, fee ${(detail.cancellation.feeKurus / 100).toFixed(2)} lira`)
    })

  ride
    .command('cancel')
    .description('Cancel a ride under way, as operations (never charges the passenger)')
    .exitOverride()
    .argument('<id>', 'ride id')
    .requiredOption('--reason <text>', 'why')
    .action(async (id: string, o: { reason: string }) => {
      const detail = await withServices((s) =>
        asUsage(() => cancelRide(lifecycleOf(s), operations, id, { reason: o.reason })),
      )
      out(`Ride ${detail.id} is ${detail.status}`)
    })
}
