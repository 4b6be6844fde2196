import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '#server/test/context.ts'
import { simulate } from './simulate.ts'

describe('demo simulate', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext('sqlite')
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => ctx?.destroy())

  it(
    'drives simulated drivers and passengers through the HTTP API, every ride with its events',
    { timeout: 60_000 },
    async () => {
      const address = ctx.app.server.address()
      const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
      // the test app's clock stands still: let the simulated people use real time
      ctx.app.rideLifecycle.now = () => new Date()
      const lines: string[] = []
      const stats = await simulate(
        { db: ctx.db, auth: ctx.auth, bus: ctx.app.rideLifecycle.bus },
        { url, drivers: 4, passengers: 3, minutes: 0.4, speed: 60 },
        (l) => lines.push(l),
      )
      expect(stats.serverErrors).toBe(0)
      expect(stats.networkErrors).toBe(0)
      expect(stats.rideRequests).toBeGreaterThan(0)
      expect(stats.accepted).toBeGreaterThan(0)
      expect(stats.positions).toBeGreaterThan(0)
      expect(lines[0]).toBe(`4 drivers online and 3 passengers on ${url} for 0.4 minutes…`)
      const rides = await ctx.db.selectFrom('rides').select('id').execute()
      expect(rides).toHaveLength(stats.rideRequests)
      const withEvents = await ctx.db.selectFrom('ride_events').select('rideId').distinct().execute()
      expect(withEvents).toHaveLength(rides.length)
    },
  )
})
