import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { createAuth } from '#server/core/auth.ts'
import { openDatabase } from '#server/db/database.ts'
import { createPgEventBus } from '#server/events/pg-event-bus.ts'
import { createTestContext, DIALECTS, PUBLIC_URL, type TestContext } from '#server/test/context.ts'
import { lifecycleKit, near, sceneOrigin, type Person } from '#server/test/lifecycle-kit.ts'
import { openSse } from '#server/test/sse-client.ts'

const address = (app: FastifyInstance) => {
  const a = app.server.address()
  return typeof a === 'object' && a ? `http://127.0.0.1:${a.port}` : ''
}

describe.each(DIALECTS)('live ride events (SSE) on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => ctx?.destroy())

  it("streams a ride's transitions and its driver's position to the passenger, and offers to the driver", async () => {
    const origin = sceneOrigin(30)
    const passenger = await kit.person('PASSENGER')
    const driver = await kit.onlineDriver(near(origin, 300))
    const offers = await openSse(`${address(ctx.app)}/api/v1/driver/events`, { cookie: driver.cookie })
    expect(offers.status).toBe(200)
    const rideId = await kit.requestRide(passenger, origin)
    const offer = await offers.next((e) => e.event === 'offer')
    expect(offer.data.offer).toMatchObject({ rideId, distanceMetres: 300 })

    const ride = await openSse(`${address(ctx.app)}/api/v1/rides/${rideId}/events`, { cookie: passenger.cookie })
    expect((await ride.next((e) => e.event === 'status')).data).toMatchObject({ status: 'REQUESTED' })
    await kit.step(rideId, 'accept', driver)
    expect((await ride.next((e) => e.data.status === 'ASSIGNED')).data).toMatchObject({
      from: 'REQUESTED',
      actor: 'driver',
    })
    kit.advance(5_000)
    await kit.call('PUT', '/api/v1/driver/position', driver, near(origin, 150))
    const position = await ride.next((e) => e.event === 'position')
    expect(position.data).toMatchObject({ rideId, lat: near(origin, 150).lat, lng: origin.lng })
    offers.close()
    ride.close()
  })

  it.runIf(dialect === 'postgres')('shows a client on instance B a transition made on instance A', async () => {
    const instances: { app: FastifyInstance; close: () => Promise<void> }[] = []
    for (let i = 0; i < 2; i++) {
      const handle = openDatabase({
        databaseUrl: ctx.databaseUrl,
        dataDir: mkdtempSync(path.join(tmpdir(), 'durak-b-')),
      })
      const bus = await createPgEventBus(ctx.databaseUrl!)
      const auth = createAuth({
        db: handle.db,
        dialect: handle.dialect,
        secret: 'test-secret-that-is-long-enough-0123456789abcdef',
        publicUrl: PUBLIC_URL,
        mailer: { describe: 'none', send: async () => {} },
        quiet: true,
      })
      const app = await buildApp({
        db: handle.db,
        dialect: handle.dialect,
        auth,
        publicUrl: PUBLIC_URL,
        client: null,
        now: () => ctx.now,
        trustProxy: 1,
        bus,
      })
      await app.listen({ port: 0, host: '127.0.0.1' })
      instances.push({ app, close: async () => (await app.close(), await bus.close(), await handle.close()) })
    }
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]]
    try {
      const origin = sceneOrigin(31)
      const passenger: Person = await kit.person('PASSENGER')
      const driver = await kit.onlineDriver(near(origin, 200))
      const rideId = await kit.requestRide(passenger, origin)
      const onB = await openSse(`${address(b.app)}/api/v1/rides/${rideId}/events`, { cookie: passenger.cookie })
      expect(onB.status).toBe(200)
      await onB.next((e) => e.data.status === 'REQUESTED')
      const accepted = await a.app.inject({
        method: 'POST',
        url: `/api/v1/rides/${rideId}/accept`,
        headers: { cookie: driver.cookie, origin: PUBLIC_URL },
      })
      expect(accepted.statusCode).toBe(200)
      const seen = await onB.next((e) => e.data.status === 'ASSIGNED')
      expect(seen.data).toMatchObject({ rideId, from: 'REQUESTED', actor: 'driver' })
      onB.close()
    } finally {
      for (const instance of instances) await instance.close()
    }
  })
})
