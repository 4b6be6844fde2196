import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createAuth } from '#server/core/auth.ts'
import { openDatabase } from '#server/db/database.ts'
import { createUser } from '#server/features/users/users.service.ts'
import { openSse } from '#server/test/sse-client.ts'
import { clientAddress, FAULTS_SECRET, send, sleep, type Answer } from './harness.ts'
import { emailOf, PASSWORD, register, signIn, type WriteLog } from './writes.ts'

/** Where the fault runs' rides start, and their drivers wait. */
export const PICKUP = { lat: 40.9909, lng: 29.0235 }

export type LiveStream = Awaited<ReturnType<typeof openSse>>
export type Person = { cookie: string; from: string }

/**
 * Verified drivers made straight in the database (there is no API that verifies one without
 * staff), then signed in through `base` and online at the pickup.
 */
export async function onlineDrivers(databaseUrl: string, base: string, count: number, first: number) {
  const handle = openDatabase({ databaseUrl, dataDir: mkdtempSync(path.join(tmpdir(), 'durak-live-')) })
  const auth = createAuth({
    db: handle.db,
    dialect: handle.dialect,
    secret: FAULTS_SECRET,
    publicUrl: base,
    mailer: { describe: 'none', send: async () => {} },
    quiet: true,
  })
  const drivers: Person[] = []
  try {
    for (let k = 0; k < count; k++) {
      const n = first + k
      const email = emailOf(n, 'driver')
      const plate = `34 F ${1000 + n}`
      const vehicle = { brand: 'Fiat', model: 'Egea', plate, color: 'Sarı' }
      const driver = { isVerified: true, vehicle }
      await createUser(
        { db: handle.db, auth },
        { type: 'DRIVER', email, password: PASSWORD, firstName: 'Arıza', lastName: `Şoför ${n}`, driver },
      )
      const from = clientAddress(n)
      const cookie = await signIn(base, email, PASSWORD, from)
      const online = await send(base, 'POST', '/api/v1/driver/online', { body: PICKUP, headers: { cookie }, from })
      if (online.status !== 200) throw new Error(`online answered ${online.status}: ${online.body}`)
      drivers.push({ cookie, from })
    }
  } finally {
    await handle.close()
  }
  return drivers
}

/** A registered, signed-in passenger and the address it sends from. */
export async function passenger(base: string, log: WriteLog): Promise<Person> {
  const n = log.take()
  const registered = await register(base, log, n)
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}: ${registered.body}`)
  return { cookie: await signIn(base, emailOf(n), PASSWORD, clientAddress(n)), from: clientAddress(n) }
}

const RIDE = {
  pickup: { address: 'Kadıköy İskele', ...PICKUP },
  dropoff: { address: 'Beşiktaş Meydan', lat: 41.0422, lng: 29.0083 },
  city: 'Istanbul',
  paymentMethod: 'CASH',
}

/** A ride requested through `base`; its id. */
export async function requestRide(base: string, who: Person): Promise<string> {
  const headers = { cookie: who.cookie, 'idempotency-key': randomUUID() }
  const answer = await send(base, 'POST', '/api/v1/rides', { body: RIDE, headers, from: who.from })
  if (answer.status !== 201) throw new Error(`ride request answered ${answer.status}: ${answer.body}`)
  return (JSON.parse(answer.body) as { id: string }).id
}

/** A driver's move on a ride (`accept`, `arrive`, `start`). */
export const step = (base: string, rideId: string, action: string, who: Person): Promise<Answer> =>
  send(base, 'POST', `/api/v1/rides/${rideId}/${action}`, { body: {}, headers: { cookie: who.cookie }, from: who.from })

/** Sends `attempt` until it answers `status` (the database is coming back); the answer's time. */
export async function retryUntil(attempt: () => Promise<Answer>, status: number, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs
  for (;;) {
    const answer = await attempt()
    if (answer.status === status) return Date.now()
    if (Date.now() > end) throw new Error(`still ${answer.status} ${answer.error ?? answer.body} after ${timeoutMs} ms`)
    await sleep(100)
  }
}

export const stream = (base: string, path: string, who: Person) => openSse(`${base}${path}`, { cookie: who.cookie })

/** Polls `/api/v1/ready` on each base every 50 ms until stopped: what a load balancer sees. */
export function pollReadiness(bases: string[]) {
  let stopped = false
  const seen: { base: string; at: number; status: number }[] = []
  const poll = async (base: string) => {
    while (!stopped) {
      const at = Date.now()
      const answer = await send(base, 'GET', '/api/v1/ready', { from: '127.0.0.4', timeoutMs: 10_000 })
      seen.push({ base, at, status: answer.status })
      await sleep(50)
    }
  }
  const running = Promise.all(bases.map(poll))
  return { seen, stop: async () => ((stopped = true), await running) }
}
