import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, Ride, Summary } from '#shared/schemas/api-responses.ts'
import type { Dialect } from '#server/db/database.ts'
import { onePerDialect } from '#server/test/api-world.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'

/**
 * Issue 22, item 16: the passenger overview said 26 rides while the list had 30. The overview's
 * counts and the list are one definition (shared/ride-count-figures.ts, decision 040), whatever
 * number the user record holds.
 */
type World = { ctx: TestContext; cookies: { passenger: string; driver: string } }

// 30 rides: 20 completed, 5 cancelled, 3 that no driver took, one waiting and one under way
const STATUSES = [
  ...Array<string>(20).fill('COMPLETED'),
  ...Array<string>(5).fill('CANCELLED'),
  ...Array<string>(3).fill('EXPIRED'),
  'REQUESTED',
  'IN_PROGRESS',
]

const worldOn = onePerDialect(async (dialect: Dialect): Promise<World> => {
  const ctx = await createTestContext(dialect, { now: new Date('2026-11-24T09:00:00Z') })
  // records that disagree with the rides, as the demo passenger's did (26 for 30 rides)
  const passenger = await ctx.createUser({ type: 'PASSENGER', totalRides: 26 })
  const driver = await ctx.createUser({ type: 'DRIVER', totalRides: 250, driver: { isVerified: true } })
  for (const [i, status] of STATUSES.entries())
    await ctx.createRide({
      passengerId: passenger.id,
      driverId: status === 'REQUESTED' || status === 'EXPIRED' ? null : driver.id,
      status,
      fareKurus: status === 'COMPLETED' ? 20_000 + i : 0,
      createdAt: new Date(Date.UTC(2026, 9, 1 + i, 10)).toISOString(),
    })
  return { ctx, cookies: { passenger: await ctx.signIn(passenger), driver: await ctx.signIn(driver) } }
})

async function get<T>(w: World, url: string, cookie: string): Promise<T> {
  const response = await w.ctx.app.inject({ method: 'GET', url, headers: { cookie } })
  expect(response.statusCode, response.body).toBe(200)
  return JSON.parse(response.body) as T
}

/** Every ride of the list, page after page, as "load more" walks it. */
async function wholeList(w: World, cookie: string): Promise<Ride[]> {
  const rides: Ride[] = []
  let cursor: string | null = null
  do {
    const page: Page<Ride> = await get(w, `/api/v1/me/rides${cursor ? `?cursor=${cursor}` : ''}`, cookie)
    rides.push(...page.items)
    cursor = page.nextCursor
  } while (cursor)
  return rides
}

describe.each(DIALECTS)('ride counts that agree with the list on %s (issue 22, item 16)', (dialect) => {
  let w: World
  beforeAll(async () => {
    w = await worldOn(dialect)
  })

  it('gives the passenger overview the number of rides her list holds, not her record’s 26', async () => {
    const summary = await get<Summary>(w, '/api/v1/me/summary', w.cookies.passenger)
    const list = await wholeList(w, w.cookies.passenger)
    expect(list).toHaveLength(30)
    expect(summary.totalRides).toBe(list.length)
    expect(summary.completedRides).toBe(list.filter((r) => r.status === 'COMPLETED').length)
    expect(summary.cancelledRides).toBe(list.filter((r) => r.status === 'CANCELLED').length)
    expect(summary).toMatchObject({ totalRides: 30, completedRides: 20, cancelledRides: 5 })
  })

  it('gives the driver overview the number of rides his list holds, not his record’s 250', async () => {
    const summary = await get<Summary>(w, '/api/v1/me/summary', w.cookies.driver)
    const list = await wholeList(w, w.cookies.driver)
    // he drove the completed, cancelled and under-way ones; nobody took the expired or waiting ones
    expect(list).toHaveLength(26)
    expect(summary.totalRides).toBe(list.length)
    expect(summary.completedRides).toBe(list.filter((r) => r.status === 'COMPLETED').length)
    expect(summary.cancelledRides).toBe(5)
  })
})
