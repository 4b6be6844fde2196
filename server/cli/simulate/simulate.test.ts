import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '#server/test/context.ts'
import { simDriver, SIM_PLACES, type Clock } from './sim-agents.ts'
import { emptyStats, type SimApi, type SimBody } from './sim-api.ts'
import { simulate } from './simulate.ts'

const UNDER_WAY = ['REQUESTED', 'ASSIGNED', 'ARRIVED', 'IN_PROGRESS']

describe('demo simulate', () => {
  let ctx: TestContext
  let url = ''
  beforeAll(async () => {
    ctx = await createTestContext('sqlite')
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const address = ctx.app.server.address()
    url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
    // the test app's clock stands still: let the simulated people use real time
    ctx.app.rideLifecycle.now = () => new Date()
  })
  afterAll(async () => ctx?.destroy())

  /** After a run: no simulated driver online, no ride left requested or under way (issue 22, item 15). */
  async function expectCleanedUp() {
    const online = await ctx.db.selectFrom('driver_presence').select('driverId').where('isOnline', '=', 1).execute()
    expect(online).toEqual([])
    const underWay = await ctx.db.selectFrom('rides').select('id').where('status', 'in', UNDER_WAY).execute()
    expect(underWay).toEqual([])
  }

  it(
    'drives simulated drivers and passengers through the HTTP API, every ride with its events, and leaves nothing online or under way',
    { timeout: 60_000 },
    async () => {
      const lines: string[] = []
      const stats = await simulate(
        { db: ctx.db, auth: ctx.auth, bus: ctx.app.rideLifecycle.bus, log: ctx.app.log },
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
      await expectCleanedUp()
    },
  )

  it('cleans up the same way when the run is stopped early (Ctrl+C)', { timeout: 60_000 }, async () => {
    const stop = new AbortController()
    const lines: string[] = []
    const run = simulate(
      { db: ctx.db, auth: ctx.auth, bus: ctx.app.rideLifecycle.bus, log: ctx.app.log },
      { url, drivers: 3, passengers: 3, minutes: 10, speed: 60, signal: stop.signal },
      (l) => {
        lines.push(l)
        // stop as soon as the drivers are online
        if (l.includes('drivers online')) setImmediate(() => stop.abort())
      },
    )
    const stats = await run
    expect(stats.serverErrors).toBe(0)
    expect(lines.some((l) => l.includes('drivers online'))).toBe(true)
    await expectCleanedUp()
  })
})

describe('a simulated driver', () => {
  it('lets go of a ride the passenger cancelled on his way to the pickup, and takes the next offer', async () => {
    let now = 0
    const clock: Clock = { now: () => now, speed: 1 }
    const pickup = SIM_PLACES[0]!
    const offer = (rideId: string) => ({ rideId, pickup, dropoff: SIM_PLACES[1]! })
    const rideStatus = new Map<string, string>([['ride-1', 'ASSIGNED']])
    let offers = [offer('ride-1')]
    const accepted: string[] = []
    const api: SimApi = async (method, path) => {
      if (path === '/api/v1/driver/offers') return { status: 200, body: { items: offers } as SimBody }
      const accept = /^\/api\/v1\/rides\/(.+)\/accept$/.exec(path)
      if (accept) {
        accepted.push(accept[1]!)
        offers = []
        return { status: 200, body: null }
      }
      const read = /^\/api\/v1\/rides\/([^/]+)$/.exec(path)
      if (method === 'GET' && read) return { status: 200, body: { status: rideStatus.get(read[1]!) } as SimBody }
      return { status: path === '/api/v1/driver/position' ? 204 : 200, body: null }
    }
    const driver = simDriver(api, emptyStats(), clock)
    await driver.start()
    // Math.random decides whether a driver answers at once: give him a few polls
    for (let i = 0; i < 40 && accepted.length === 0; i++) {
      now += 3_000
      await driver.tick()
    }
    expect(accepted).toEqual(['ride-1'])
    // the passenger cancels; a new request is offered to this (now free) driver
    rideStatus.set('ride-1', 'CANCELLED')
    rideStatus.set('ride-2', 'ASSIGNED')
    offers = [offer('ride-2')]
    for (let i = 0; i < 40 && accepted.length === 1; i++) {
      now += 3_000
      await driver.tick()
    }
    // before issue 22 he drove on to the cancelled pickup (kilometres away), deaf to offers
    expect(accepted).toEqual(['ride-1', 'ride-2'])
    await driver.halt()
  })
})
