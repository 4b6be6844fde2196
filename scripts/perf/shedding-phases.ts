import { randomUUID } from 'node:crypto'
import { Pool } from 'undici'
import { randomPoint } from './fixture.ts'
import { percentile, signedOf } from './live-common.ts'
import { answerOf, openLoop, type Answer, type PhaseResult } from './open-loop.ts'
import { cancelRides, offerArrival } from './ride-calls.ts'
import { clock, type openStream } from './sse-client.ts'

/** The phases of `npm run bench:shedding` (shedding.ts), each against one server. */

export type Stream = Awaited<ReturnType<typeof openStream>>
export type Target = {
  base: string
  pid: number
  pool: Pool
  /** The next `count` taxis' tokens (each reports once a phase: never "too soon"). */
  taxis: (count: number) => string[]
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const bearer = (token: string) => ({ authorization: `Bearer ${encodeURIComponent(signedOf(token))}` })

export const positionReport = (pool: Pool, token: string): Promise<Answer> =>
  answerOf(pool, {
    method: 'PUT',
    path: '/api/v1/driver/position',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(randomPoint()),
  })

/** Requests a client with a few calls at a time sends (right after start): how many were refused. */
export async function idle(target: Target, requests: number, concurrency = 4) {
  const tokens = target.taxis(requests)
  const statuses: Record<string, number> = {}
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const k = next++
        const answer =
          k % 3 === 0
            ? await answerOf(target.pool, { method: 'GET', path: '/api/v1/openapi.json' })
            : k % 3 === 1
              ? await positionReport(target.pool, tokens[k]!)
              : await answerOf(target.pool, { method: 'GET', path: '/api/v1/me', headers: bearer(tokens[k]!) })
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
      }
    }),
  )
  return { requests, refused: statuses['503'] ?? 0, statuses }
}

/** Position reports as fast as `concurrency` callers get answers: what the instance takes a second. */
export async function capacity(target: Target, seconds: number, concurrency = 8) {
  const tokens = target.taxis(Number.POSITIVE_INFINITY)
  let taken = 0
  let next = 0
  const end = clock() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (clock() < end)
        if ((await positionReport(target.pool, tokens[next++ % tokens.length]!)).status === 204) taken++
    }),
  )
  return taken / seconds
}

export type Burst = PhaseResult & { firstShedMs: number; shedShare: number; recoveryMs: number }

/**
 * Position reports at `rate` for `seconds` (open loop); from its scheduled end, readiness and one
 * report (on connections of their own) every 100 ms until both are answered again (15 s at most).
 */
export async function burst(target: Target, rate: number, seconds: number): Promise<Burst> {
  const count = Math.round(rate * seconds)
  const tokens = target.taxis(count)
  const start = clock()
  let firstShed = Number.NaN
  const probe = new Pool(target.base, { connections: 2 })
  const recovery = (async () => {
    await sleep(seconds * 1000)
    const end = clock()
    const spare = target.taxis(200)
    for (let k = 0; clock() - end < 15_000; k++) {
      const [ready, report] = await Promise.all([
        answerOf(probe, { method: 'GET', path: '/api/v1/ready' }),
        positionReport(probe, spare[k % spare.length]!),
      ])
      if (ready.status === 200 && report.status === 204) return clock() - end
      await sleep(100)
    }
    return Number.POSITIVE_INFINITY
  })()
  const result = await openLoop(
    rate,
    count,
    [target.pid],
    (i) => positionReport(target.pool, tokens[i]!),
    (_, answer) => {
      if (answer.status === 503 && Number.isNaN(firstShed)) firstShed = clock() - start
    },
  )
  const recoveryMs = await recovery
  await probe.close()
  return { ...result, firstShedMs: firstShed, shedShare: (result.statuses['503'] ?? 0) / count, recoveryMs }
}

/** Offers on the driver's stream; a ride refused, or with no offer within 10 s, counts as waiting for ever. */
export type Rides = PhaseResult & {
  offerP50: number
  offerP99: number
  offers: number
  missing: number
  refused: number
}

/** Ride requests at `rate` for `seconds`, each pickup at a taxi whose offers stream is open; then cancelled. */
export async function rides(
  target: Target,
  rate: number,
  seconds: number,
  passengers: string[],
  drivers: { home: { lat: number; lng: number }; stream: Stream }[],
): Promise<Rides> {
  const waits: Promise<number | null>[] = []
  const made: { id: string; passenger: string; pool: Pool }[] = []
  const result = await openLoop(
    rate,
    Math.round(rate * seconds),
    [target.pid],
    (i) =>
      answerOf(target.pool, {
        method: 'POST',
        path: '/api/v1/rides',
        headers: { ...bearer(passengers[i]!), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          pickup: { address: 'Shedding bench', ...drivers[i % drivers.length]!.home },
          city: 'Istanbul',
          paymentMethod: 'CASH',
        }),
      }),
    (i, answer, due) => {
      if (answer.status !== 201) return
      const id = (JSON.parse(answer.body) as { id: string }).id
      made.push({ id, passenger: passengers[i]!, pool: target.pool })
      waits.push(offerArrival(drivers[i % drivers.length]!.stream, id, due))
    },
  )
  // a refused request got no offer either: it counts as waiting for ever too
  const refused = Array.from({ length: result.sent - made.length }, () => Number.POSITIVE_INFINITY)
  const arrived = (await Promise.all(waits))
    .map((w) => w ?? Number.POSITIVE_INFINITY)
    .concat(refused)
    .sort((a, b) => a - b)
  await cancelRides(made, 'bench:shedding')
  return {
    ...result,
    offerP50: percentile(arrived, 50),
    offerP99: percentile(arrived, 99),
    offers: arrived.filter(Number.isFinite).length,
    missing: made.length - arrived.filter(Number.isFinite).length,
    refused: result.statuses['503'] ?? 0,
  }
}
