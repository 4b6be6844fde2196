import { DEFAULT_RIDE_TIMEOUTS } from '#shared/ride-lifecycle/rules.ts'
import { PAYMENT_METHODS } from '#shared/schemas/rides-api.ts'
import type { Db } from '#server/db/database.ts'
import { createInProcessBus } from '#server/events/event-bus.ts'
import { planDemoRides, type DemoRidePlan } from './demo-schedule.ts'
import {
  type LifecycleDeps,
  acceptRide,
  advanceRide,
  cancelRide,
  completeRide,
  goOffline,
  goOnline,
  rateRide,
  requestRide,
} from '#server/features/ride-lifecycle/index.ts'
import { processLogger } from '#server/core/logger.ts'

export { DEMO_PLACES } from './demo-schedule.ts'

const MINUTE = 60_000
type Passenger = { id: string; actor: 'passenger' }
type Driver = { id: string; actor: 'driver' }

/**
 * Play rides between a demo passenger and driver through the real lifecycle service, on a
 * scripted clock over the last months (planDemoRides: real demand hours, real addresses, tariff
 * fares): request, accept, arrive, start, complete and both ratings; or a cancellation before a
 * driver is assigned (free) or after the free window (charged, as the terms say). Every ride ends,
 * so no demo ride sits "in progress" as the data ages, and every status is one the panels label.
 */
export async function playDemoRides(
  db: Db,
  people: { passengerId: string; driverId: string },
  now: Date,
  options: { count?: number; days?: number; seed?: number; keyPrefix?: string } = {},
): Promise<void> {
  let clock = new Date(now)
  const bus = createInProcessBus()
  const deps: LifecycleDeps = { db, now: () => clock, bus, timeouts: DEFAULT_RIDE_TIMEOUTS, log: processLogger() }
  const passenger: Passenger = { id: people.passengerId, actor: 'passenger' }
  const driver: Driver = { id: people.driverId, actor: 'driver' }
  const plans = planDemoRides(now, { count: options.count ?? 30, days: options.days ?? 150, seed: options.seed ?? 9 })
  for (const [i, plan] of plans.entries()) {
    clock = new Date(plan.requestedAt)
    const step = (ms: number) => (clock = new Date(clock.getTime() + ms))
    const body = {
      pickup: plan.from,
      dropoff: plan.to,
      city: 'Istanbul' as const,
      paymentMethod: PAYMENT_METHODS[i % 3]!,
    }
    if (plan.ending !== 'CANCELLED_BEFORE_ASSIGNMENT')
      await goOnline(deps, driver.id, { lat: plan.from.lat + 0.004, lng: plan.from.lng })
    const { ride } = await requestRide(deps, passenger.id, body, `${options.keyPrefix ?? 'demo-seed'}-${i}`)
    if (plan.ending === 'CANCELLED_BEFORE_ASSIGNMENT') {
      step(MINUTE)
      await cancelRide(deps, passenger, ride.id, { reason: 'Planlarım değişti' })
      continue
    }
    step(20_000)
    await acceptRide(deps, driver.id, ride.id)
    if (plan.ending === 'CANCELLED_AFTER_FREE_WINDOW') {
      step(5 * MINUTE)
      await cancelRide(deps, passenger, ride.id, { reason: 'Başka bir araçla gittim' })
      await goOffline(deps, driver.id)
      continue
    }
    await driveAndComplete(deps, { passenger, driver, rideId: ride.id, plan, index: i }, step)
  }
}

async function driveAndComplete(
  deps: LifecycleDeps,
  ride: { passenger: Passenger; driver: Driver; rideId: string; plan: DemoRidePlan; index: number },
  step: (ms: number) => void,
) {
  const { passenger, driver, rideId, plan, index } = ride
  step(4 * MINUTE)
  await advanceRide(deps, driver.id, rideId, 'ARRIVED')
  step(MINUTE)
  await advanceRide(deps, driver.id, rideId, 'IN_PROGRESS')
  step(plan.durationSeconds * 1000)
  await completeRide(deps, driver.id, rideId, {
    fareLira: plan.fareKurus / 100,
    distanceMetres: plan.distanceMetres,
    durationSeconds: plan.durationSeconds,
    tollsKurus: plan.tollsKurus,
  })
  await rateRide(deps, passenger, rideId, {
    rating: index % 6 === 1 ? 4 : 5,
    ...(index % 4 === 2 ? { comment: 'Çok nazik bir şoför' } : {}),
  })
  await rateRide(deps, driver, rideId, { rating: 5 })
  await goOffline(deps, driver.id)
}
