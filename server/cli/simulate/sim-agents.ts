import { distanceMetres, type LatLng } from '#shared/ride-lifecycle/geo.ts'
import { DEMO_PLACES } from '#server/demo/demo-rides.ts'
import { newKey, type SimApi, type SimStats } from './sim-api.ts'

/** Simulated people: each `tick()` does what is due at `now` (ms), never more than one call at a time. */
export type Clock = { now: () => number; speed: number }

/**
 * Where simulated people start and call from: the city's places, not the airports 25–35 km out.
 * Dispatch looks about 6 km around a pickup, so a handful of simulated taxis cannot serve both:
 * an airport request met no taxi in reach and expired while the city's taxis stood idle (issue 22).
 */
export const SIM_PLACES = DEMO_PLACES.filter((p) => !p.address.includes('Havalimanı'))
/** Of the rides assigned, the share a simulated passenger cancels (decided once per ride). */
const PASSENGER_CANCEL_SHARE = 0.05
/** Share of requests without a destination, as hailed street taxis are (decision 054). */
const NO_DESTINATION_SHARE = 0.2
/** Statuses in which a ride still holds its driver. */
const HELD = ['ASSIGNED', 'ARRIVED', 'IN_PROGRESS']

const rand = (min: number, max: number) => min + Math.random() * (max - min)
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!
const jitter = (p: LatLng, metres: number): LatLng => ({
  lat: p.lat + rand(-metres, metres) / 111_195,
  lng: p.lng + rand(-metres, metres) / 84_000,
})
/** Move `metres` from a towards b. */
function toward(a: LatLng, b: LatLng, metres: number): LatLng {
  const d = distanceMetres(a, b)
  if (d <= metres) return b
  const f = metres / d
  return { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f }
}

const POSITION_EVERY_MS = 5_000
/** The fallback list, polled like an app whose event stream dropped. */
const OFFER_POLL_MS = 3_000
/** A taxi in city traffic: about 40 km/h. */
const SPEED_METRES_PER_S = 11

/** The ride a simulated driver is on, as the driver's app would keep it. */
type SimRide = {
  id: string
  pickup: LatLng
  dropoff: LatLng
  phase: 'to-pickup' | 'waiting' | 'on-trip'
  startedAt: number
  metres: number
}

/** Completes a ride at the destination with a metered fare, then rates it as the passenger would. */
async function completeSimRide(api: SimApi, stats: SimStats, clock: Clock, ride: SimRide, now: number) {
  const metres = Math.round(ride.metres)
  const fareLira = Math.round(9_000 + metres * 3.6) / 100
  const durationSeconds = Math.round(((now - ride.startedAt) * clock.speed) / 1000)
  const done = await api('POST', `/api/v1/rides/${ride.id}/complete`, {
    fareLira,
    distanceMetres: metres,
    durationSeconds,
  })
  if (done.status === 200) {
    stats.completed++
    await api('POST', `/api/v1/rides/${ride.id}/rating`, { rating: pick([4, 5, 5, 5]) })
  }
}

/** One agent's turns: never two at once, and none after `halt()` (which waits for the one under way). */
function turns(act: () => Promise<void>) {
  let current: Promise<void> | null = null
  let halted = false
  return {
    tick() {
      if (current || halted) return current ?? Promise.resolve()
      current = act().finally(() => (current = null))
      return current
    },
    async halt() {
      halted = true
      await current
    },
  }
}

/**
 * Whether the ride still holds this driver, as the app's ride stream would tell it: a passenger's
 * cancellation frees him at once. Before, the simulated driver kept driving to a cancelled
 * pickup, ignoring offers while dispatch counted him free: requests expired beside idle taxis.
 */
async function stillHolds(api: SimApi, rideId: string): Promise<boolean> {
  const seen = await api('GET', `/api/v1/rides/${rideId}`)
  return seen.status === 200 && HELD.includes(seen.body?.status ?? '')
}

export function simDriver(api: SimApi, stats: SimStats, clock: Clock) {
  let at = jitter(pick(SIM_PLACES), 1_500)
  let ride: SimRide | null = null
  let nextPosition = 0
  let nextOfferPoll = 0
  const scaled = (ms: number) => ms / clock.speed

  async function act() {
    const now = clock.now()
    if (now >= nextPosition) {
      const target = ride ? (ride.phase === 'on-trip' ? ride.dropoff : ride.pickup) : jitter(at, 400)
      const step = SPEED_METRES_PER_S * (POSITION_EVERY_MS / 1000) * clock.speed
      const before = at
      at = toward(at, target, step)
      if (ride?.phase === 'on-trip') ride.metres += distanceMetres(before, at)
      nextPosition = now + POSITION_EVERY_MS
      if ((await api('PUT', '/api/v1/driver/position', at)).status === 204) stats.positions++
      if (ride && !(await stillHolds(api, ride.id))) {
        stats.droppedByPassenger++
        ride = null
      }
    }
    if (!ride) return findRide()
    if (ride.phase === 'to-pickup' && distanceMetres(at, ride.pickup) < 50) {
      if (Math.random() < 0.05) {
        await api('POST', `/api/v1/rides/${ride.id}/cancel`, { reason: 'Araç arızası' })
        stats.releasedByDriver++
        ride = null
        return
      }
      await api('POST', `/api/v1/rides/${ride.id}/arrive`, {})
      ride.phase = 'waiting'
      ride.startedAt = now
    } else if (ride.phase === 'waiting' && now - ride.startedAt > scaled(20_000)) {
      const started = await api('POST', `/api/v1/rides/${ride.id}/start`, {})
      if (started.status !== 200) return void (ride = null) // the passenger cancelled
      ride.phase = 'on-trip'
      ride.startedAt = now
    } else if (ride.phase === 'on-trip' && distanceMetres(at, ride.dropoff) < 50) {
      await completeSimRide(api, stats, clock, ride, now)
      ride = null
    }
  }

  async function findRide() {
    const now = clock.now()
    if (now < nextOfferPoll) return
    nextOfferPoll = now + OFFER_POLL_MS
    const offers = await api('GET', '/api/v1/driver/offers')
    const offer = offers.body?.items?.[0]
    if (!offer || Math.random() < 0.3) return // drivers take a moment to answer
    const accepted = await api('POST', `/api/v1/rides/${offer.rideId}/accept`, {})
    if (accepted.status !== 200) return void stats.acceptLost++
    stats.accepted++
    const place = (p: { lat: number | null; lng: number | null }) => ({ lat: p.lat ?? at.lat, lng: p.lng ?? at.lng })
    const pickup = place(offer.pickup)
    ride = {
      id: offer.rideId,
      pickup,
      // no destination in the offer: the passenger names one aboard, a few kilometres on
      dropoff: offer.dropoff ? place(offer.dropoff) : jitter(pickup, 3_000),
      phase: 'to-pickup',
      startedAt: clock.now(),
      metres: 0,
    }
  }

  return {
    async start() {
      const online = await api('POST', '/api/v1/driver/online', at)
      if (online.status !== 200)
        throw new Error(`a simulated driver could not go online: ${JSON.stringify(online.body)}`)
      nextPosition = clock.now() + POSITION_EVERY_MS
    },
    ...turns(act),
    /** Offline; its ride (if any) must have ended first, or the server refuses with 409. */
    stop: () => api('POST', '/api/v1/driver/offline', {}),
  }
}

export function simPassenger(api: SimApi, stats: SimStats, clock: Clock) {
  let rideId: string | null = null
  let willCancel = false
  let nextAction = clock.now() + rand(0, 30_000) / clock.speed

  async function act() {
    const now = clock.now()
    if (now < nextAction) return
    nextAction = now + 5_000
    if (!rideId) {
      const from = pick(SIM_PLACES)
      // city trips of a few kilometres, so a ten-minute run sees rides finish
      const nearby = SIM_PLACES.filter((p) => p !== from && distanceMetres(p, from) < 9_000)
      const to = nearby.length ? pick(nearby) : { ...jitter(from, 4_000), address: from.address }
      const body = {
        pickup: jitter(from, 1_500),
        ...(Math.random() < NO_DESTINATION_SHARE ? {} : { dropoff: to }),
        city: 'Istanbul',
        paymentMethod: pick(['CASH', 'CARD', 'MOBILE']),
      }
      const made = await api(
        'POST',
        '/api/v1/rides',
        { ...body, pickup: { ...body.pickup, address: from.address } },
        { 'idempotency-key': newKey() },
      )
      if (made.status === 201) {
        rideId = made.body?.id ?? null
        // once per ride: a chance on every 5 s look cancelled most rides on a long way to the pickup
        willCancel = Math.random() < PASSENGER_CANCEL_SHARE
        stats.rideRequests++
      }
      return
    }
    const ride = await api('GET', `/api/v1/rides/${rideId}`)
    const status: string = ride.body?.status ?? ''
    if (status === 'ASSIGNED' && willCancel) {
      willCancel = false
      await api('POST', `/api/v1/rides/${rideId}/cancel`, {
        reason: 'Planlarım değişti',
        expectedFeeKurus: ride.body?.cancellationFee?.amountKurus,
      })
      stats.cancelledByPassenger++
    }
    if (status === 'COMPLETED') await api('POST', `/api/v1/rides/${rideId}/rating`, { rating: pick([3, 4, 5, 5, 5]) })
    if (status === 'EXPIRED') stats.expired++
    if (['COMPLETED', 'CANCELLED', 'EXPIRED'].includes(status)) {
      rideId = null
      nextAction = now + rand(20_000, 90_000) / clock.speed
    }
  }

  return turns(act)
}
