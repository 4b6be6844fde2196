import { DEFAULT_RIDE_TIMEOUTS } from '#shared/ride-lifecycle/rules.ts'
import type { Services } from '#server/services.ts'
import { cancelRide, findActiveRideIdsOfPassengers } from '#server/features/ride-lifecycle/index.ts'
import { createUser, findUserIdByEmail } from '#server/features/users/index.ts'
import { simDriver, simPassenger, type Clock } from './sim-agents.ts'
import { emptyStats, simApi, type SimStats } from './sim-api.ts'

export type SimulateOptions = {
  url: string
  drivers: number
  passengers: number
  minutes: number
  speed: number
  /** Ends the run early (the CLI's Ctrl+C); the run still cleans up after itself. */
  signal?: AbortSignal
}

const PASSWORD = 'durak-demo-1'
const BRANDS = [
  ['Fiat', 'Egea'],
  ['Renault', 'Clio'],
  ['Toyota', 'Corolla'],
  ['Hyundai', 'i20'],
] as const

/** The simulated accounts (made once, reused by later runs), their ids and a session token for each. */
async function signInAll(
  s: Pick<Services, 'db' | 'auth'>,
  kind: 'driver' | 'passenger',
  count: number,
): Promise<{ ids: string[]; tokens: string[] }> {
  const tokens: string[] = []
  const ids: string[] = []
  for (let i = 1; i <= count; i++) {
    const email = `sim-${kind}-${i}@durak.demo`
    if (!(await findUserIdByEmail(s.db, email))) {
      const [brand, model] = BRANDS[i % BRANDS.length]!
      await createUser(s, {
        type: kind === 'driver' ? 'DRIVER' : 'PASSENGER',
        email,
        password: PASSWORD,
        firstName: kind === 'driver' ? 'Şoför' : 'Yolcu',
        lastName: String(i),
        city: 'Istanbul',
        ...(kind === 'driver'
          ? {
              driver: {
                isVerified: true,
                licenseNumber: `34-SIM-${i}`,
                vehicle: { brand, model, year: 2022, plate: `34 SIM ${100 + i}`, color: 'Sarı' },
              },
            }
          : {}),
      })
    }
    // Server-side sign-in: the same session a mobile app gets, without the per-address sign-in limit.
    const { token, user } = await s.auth.api.signInEmail({ body: { email, password: PASSWORD } })
    tokens.push(token)
    ids.push(user.id)
  }
  return { ids, tokens }
}

/**
 * The simulated passengers' rides still under way are cancelled by operations: before a run (an
 * earlier one was killed) and after it, so no simulated ride stays requested or in progress.
 */
async function endRidesUnderWay(s: Pick<Services, 'db' | 'bus' | 'log'>, passengerIds: string[], reason: string) {
  const deps = { db: s.db, now: () => new Date(), bus: s.bus, timeouts: DEFAULT_RIDE_TIMEOUTS, log: s.log }
  const ids = await findActiveRideIdsOfPassengers(s.db, passengerIds)
  for (const id of ids) await cancelRide(deps, { id: 'simulator', actor: 'operations' }, id, { reason })
  return ids.length
}

/** Until the run's end, or the signal. */
function runFor(ms: number, signal: AbortSignal | undefined, each: () => void): Promise<void> {
  return new Promise<void>((resolve) => {
    const end = Date.now() + ms
    const finish = () => {
      clearInterval(timer)
      signal?.removeEventListener('abort', finish)
      resolve()
    }
    const timer = setInterval(() => {
      each()
      if (Date.now() >= end) finish()
    }, 250)
    if (signal?.aborted) finish()
    else signal?.addEventListener('abort', finish)
  })
}

/**
 * `demo simulate`: drivers and passengers using the running server's API in real time, as the
 * mobile apps would (bearer tokens, positions every 5 s, offers, accept, arrive, start, complete,
 * ratings, a few cancellations), so a person can watch rides move on the dashboards.
 */
export async function simulate(
  s: Pick<Services, 'db' | 'auth' | 'bus' | 'log'>,
  o: SimulateOptions,
  log: (line: string) => void,
): Promise<SimStats> {
  const stats = emptyStats()
  const clock: Clock = { now: () => Date.now(), speed: o.speed }
  const { tokens: driverTokens } = await signInAll(s, 'driver', o.drivers)
  const { ids: passengerIds, tokens: passengerTokens } = await signInAll(s, 'passenger', o.passengers)
  const leftovers = await endRidesUnderWay(s, passengerIds, 'simulation restarted')
  if (leftovers) log(`Cancelled ${leftovers} rides left under way by an earlier run.`)
  const drivers = driverTokens.map((t) => simDriver(simApi(o.url, t, stats), stats, clock))
  const passengers = passengerTokens.map((t) => simPassenger(simApi(o.url, t, stats), stats, clock))
  try {
    await Promise.all(drivers.map((d) => d.start()))
    log(`${o.drivers} drivers online and ${o.passengers} passengers on ${o.url} for ${o.minutes} minutes…`)
    let nextReport = Date.now() + 60_000
    await runFor(o.minutes * 60_000, o.signal, () => {
      for (const agent of [...drivers, ...passengers]) void agent.tick()
      if (Date.now() >= nextReport) {
        nextReport += 60_000
        log(summary(stats))
      }
    })
  } finally {
    // every exit (the end, Ctrl+C, a failure): no turn under way, no ride left, every driver offline
    await Promise.all([...drivers, ...passengers].map((agent) => agent.halt()))
    const ended = await endRidesUnderWay(s, passengerIds, 'simulation ended')
    if (ended) log(`Cancelled ${ended} rides still under way at the end.`)
    await Promise.all(drivers.map((d) => d.stop()))
  }
  log(summary(stats))
  return stats
}

export function summary(s: SimStats): string {
  return `requests ${s.rideRequests}, accepted ${s.accepted} (lost races ${s.acceptLost}), completed ${s.completed}, cancelled by passengers ${s.cancelledByPassenger}, given up by drivers ${s.releasedByDriver}, dropped after a passenger's cancellation ${s.droppedByPassenger}, expired ${s.expired}; positions ${s.positions}; HTTP calls ${s.requests} (5xx ${s.serverErrors}, network ${s.networkErrors})`
}
