import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  clientAddress,
  closeAgents,
  freePort,
  send,
  sleep,
  startServer,
  waitReady,
  type ServerProcess,
} from './harness.ts'
import { findPgBin, startPgCluster, type PgCluster } from './pg-cluster.ts'
import { askDeletion, emailOf, PASSWORD, register, signIn, WriteLog } from './writes.ts'
import type { SseEvent } from '#server/test/sse-client.ts'
import {
  onlineDrivers,
  passenger,
  pollReadiness,
  requestRide,
  retryUntil,
  step,
  stream,
  type LiveStream,
  type Person,
} from './live-rides.ts'

const { bin, reason } = findPgBin()

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: the test alternates
 * between them (a round-robin of two), so every other request lands on the other instance.
 */
describe.skipIf(!bin)(`two instances on one PostgreSQL${bin ? '' : ` — skipped: ${reason}`}`, () => {
  let cluster: PgCluster
  let servers: ServerProcess[]
  const roundRobin = () => {
    let next = 0
    return () => servers[next++ % servers.length]!.base
  }
  beforeAll(async () => {
    cluster = await startPgCluster(bin!, await freePort())
    await cluster.createDatabase('durak')
    const env = { DATABASE_URL: cluster.urlOf('durak'), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'durak-two-')) }
    // one after the other: the first migrates the database
    const first = startServer(await freePort(), env)
    await waitReady(first.base)
    const second = startServer(await freePort(), env)
    await waitReady(second.base)
    servers = [first, second]
  })
  afterAll(async () => {
    for (const server of servers ?? []) server.child.kill('SIGKILL')
    await cluster?.destroy()
    closeAgents()
  })

  it('a session made on one instance works on the other, and signing out on the other ends it on both', async () => {
    const [a, b] = servers.map((s) => s.base) as [string, string]
    const log = new WriteLog()
    const n = log.take()
    expect((await register(a, log, n)).status).toBe(201)
    const cookie = await signIn(a, emailOf(n), PASSWORD, clientAddress(n))
    const me = await send(b, 'GET', '/api/v1/me', { headers: { cookie } })
    expect(me.status).toBe(200)
    expect(JSON.parse(me.body)).toMatchObject({ email: emailOf(n), userType: 'PASSENGER' })
    expect((await send(b, 'POST', '/api/auth/sign-out', { body: {}, headers: { cookie } })).status).toBe(200)
    expect((await send(a, 'GET', '/api/v1/me', { headers: { cookie } })).status).toBe(401)
  })

  it('shares the per-address API limit: the 6th deletion request from one address is refused, whichever instance gets it', async () => {
    const next = roundRobin()
    const log = new WriteLog()
    const from = clientAddress(60_001)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const answer = await send(next(), 'POST', '/api/v1/account-deletion-requests', {
        body: { email: emailOf(i, 'limit'), firstName: 'Sınır', lastName: 'Deneme', reason: 'Paylaşılan sınır' },
        from,
      })
      log.record(answer)
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    // another address is not affected
    expect((await askDeletion(next(), log, 60_002)).status).toBe(201)
  })

  it('shares the account lock: after 8 wrong passwords spread over both instances the account is locked on both', async () => {
    const next = roundRobin()
    const log = new WriteLog()
    const n = 70_000
    expect((await register(next(), log, n)).status).toBe(201)
    const attempt = (password: string, k: number) =>
      send(next(), 'POST', '/api/auth/sign-in/email', {
        body: { email: emailOf(n), password },
        from: clientAddress(61_000 + k),
      })
    const wrong: number[] = []
    for (let k = 0; k < 8; k++) wrong.push((await attempt('wrong-password', k)).status)
    expect(wrong).toEqual(Array(8).fill(401))
    expect((await attempt('wrong-password', 8)).status).toBe(429)
    expect((await attempt('wrong-password', 9)).status).toBe(429)
  })

  it("shares better-auth's per-address sign-in limit across instances", async () => {
    const next = roundRobin()
    const from = clientAddress(62_000)
    const statuses: number[] = []
    for (let k = 0; k < 11; k++) {
      const answer = await send(next(), 'POST', '/api/auth/sign-in/email', {
        body: { email: emailOf(k, 'nobody'), password: 'whatever1' },
        from,
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
  })

  // last: it restarts the database under both instances (issue 30)
  it('PostgreSQL stopped 3 s under live rides: readiness 503 on both, then events flow on both within 5 s', async () => {
    const [a, b] = servers.map((s) => s.base) as [string, string]
    const log = new WriteLog()
    const [busy, free] = (await onlineDrivers(cluster.urlOf('durak'), a, 2, 80_000)) as [Person, Person]
    const rider = await passenger(a, log)
    const rideId = await requestRide(a, rider)
    expect((await step(b, rideId, 'accept', busy)).status).toBe(200)
    const rideOn = [
      await stream(a, `/api/v1/rides/${rideId}/events`, rider),
      await stream(b, `/api/v1/rides/${rideId}/events`, rider),
    ]
    const offersOn = [await stream(a, '/api/v1/driver/events', free), await stream(b, '/api/v1/driver/events', free)]
    for (const s of [...rideOn, ...offersOn]) expect(s.status).toBe(200)
    await Promise.all(rideOn.map((s) => s.next((e) => e.data.status === 'ASSIGNED')))

    const other = await passenger(b, log)
    const readiness = pollReadiness([a, b])
    await cluster.stop()
    const downAt = Date.now()
    await sleep(3_000)
    const restartAt = Date.now()
    await cluster.start()
    const upAt = Date.now()
    // the next moves, sent until the database takes them: one through each instance
    const [arrivedAt, requestedAt] = await Promise.all([
      retryUntil(() => step(a, rideId, 'arrive', busy), 200),
      retryUntil(async () => {
        const id = await requestRide(b, other).catch(() => '')
        return { status: id ? 201 : 503, headers: {}, body: id }
      }, 201),
    ])
    const seenAt = async (s: LiveStream, match: (e: SseEvent) => boolean) => (await s.next(match, 10_000), Date.now())
    const arrivedSeen = await Promise.all(rideOn.map((s) => seenAt(s, (e) => e.data.status === 'ARRIVED')))
    const offerSeen = await Promise.all(offersOn.map((s) => seenAt(s, (e) => e.event === 'offer')))
    await sleep(1_000)
    await readiness.stop()
    for (const s of [...rideOn, ...offersOn]) s.close()

    const late = [...arrivedSeen, ...offerSeen].map((at) => at - upAt)
    expect(
      late.filter((ms) => ms >= 5_000),
      `ms after the database returned: ${late.join(', ')}`,
    ).toEqual([])
    for (const base of [a, b]) {
      const mine = readiness.seen.filter((r) => r.base === base)
      const down = mine.filter((r) => r.at >= downAt + 100 && r.at < restartAt)
      expect(down.length).toBeGreaterThan(5)
      expect(down.filter((r) => r.status !== 503)).toEqual([])
      const back = mine.find((r) => r.at >= upAt && r.status === 200)
      expect(back, `${base} never ready again`).toBeDefined()
      expect(back!.at - upAt).toBeLessThan(5_000)
    }
    console.info(
      `PostgreSQL stopped ${restartAt - downAt} ms under live rides on two instances: readiness 503 on both while down; ` +
        `arrive accepted ${arrivedAt - upAt} ms and a new ride ${requestedAt - upAt} ms after its return; ` +
        `ARRIVED seen on A/B after ${arrivedSeen.map((t) => t - upAt).join('/')} ms, the offer on A/B after ${offerSeen.map((t) => t - upAt).join('/')} ms`,
    )
  })
})
