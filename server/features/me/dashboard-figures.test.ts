import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, Profile, Ride, Summary } from '#shared/schemas/api-responses.ts'
import { onePerDialect, type TestUser } from '#server/test/api-world.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import type { Dialect } from '#server/db/database.ts'

/**
 * The dashboards' figures (spec §2): every signed-in user sees their own rides and sums, never
 * someone else's, whatever they put in the query string.
 */

type Who = 'ayse' | 'can' | 'mehmet' | 'ali' | 'idle'
type World = { ctx: TestContext; users: Record<Who, TestUser>; cookies: Record<Who, string> }

/** Ayşe's rides by fare, newest first: the cancelled one at 00:00 on 1 April, the one in progress, then 10 to 1 March. */
const AYSE_FARES_NEWEST_FIRST = [7_777, 4_444, ...Array.from({ length: 10 }, (_, i) => 10_010 - i)]

const worldOn = onePerDialect(async (dialect: Dialect): Promise<World> => {
  // "Now" is 1 April 2026 00:30 in Istanbul (31 March 21:30 UTC): April has just begun there.
  const ctx = await createTestContext(dialect, { now: new Date('2026-03-31T21:30:00Z') })
  const ayse = await ctx.createUser({
    type: 'PASSENGER',
    ratingCenti: 492,
    balanceKurus: 15_000,
    membership: {
      type: 'PREMIUM',
      amountKurus: 14_999,
      isPaid: true,
      paidAt: '2026-03-10T09:00:00Z',
      paymentMethod: 'Credit card',
      features: ['Priority taxi service', 'Premium support', 'Exclusive discounts', 'Airport priority'],
      validUntil: '2027-03-10T09:00:00Z',
    },
    favoriteLocations: [
      { name: 'Ev', address: 'Moda Caddesi 12' },
      { name: null, address: 'Havalimanı' },
    ],
  })
  const can = await ctx.createUser({ type: 'PASSENGER' })
  const mehmet = await ctx.createUser({ type: 'DRIVER', ratingCenti: 485, driver: { isOnline: true } })
  const ali = await ctx.createUser({ type: 'DRIVER', totalRides: 250 })
  const idle = await ctx.createUser({ type: 'DRIVER' })

  const ride = (passengerId: string, driverId: string, status: string, fareKurus: number, createdAt: string) =>
    ctx.createRide({ passengerId, driverId, status, fareKurus, createdAt })
  // Ayşe with Mehmet: 12 rides, so her list takes two pages of 10.
  for (let day = 1; day <= 10; day++) {
    await ride(ayse.id, mehmet.id, 'COMPLETED', 10_000 + day, `2026-03-${String(day).padStart(2, '0')}T10:00:00Z`)
  }
  await ride(ayse.id, mehmet.id, 'CANCELLED', 7_777, '2026-03-31T21:00:00Z') // 00:00 on 1 April in Istanbul
  await ride(ayse.id, mehmet.id, 'IN_PROGRESS', 4_444, '2026-03-31T20:59:00Z') // 23:59 on 31 March in Istanbul
  // Can with Ali, and Can with Mehmet: none of these is Ayşe's.
  await ride(can.id, ali.id, 'COMPLETED', 99_999, '2026-03-31T21:10:00Z')
  await ride(can.id, mehmet.id, 'COMPLETED', 1, '2026-03-15T10:00:00Z')
  await ride(can.id, mehmet.id, 'COMPLETED', 2, '2026-03-16T10:00:00Z')

  const users = { ayse, can, mehmet, ali, idle }
  const cookies = {} as Record<Who, string>
  for (const [name, user] of Object.entries(users)) cookies[name as Who] = await ctx.signIn(user)
  return { ctx, users, cookies }
})

async function get<T>(w: World, url: string, who: Who): Promise<T> {
  const response = await w.ctx.app.inject({ method: 'GET', url, headers: { cookie: w.cookies[who] } })
  expect(response.statusCode, `${url} as ${who}: ${response.body}`).toBe(200)
  return JSON.parse(response.body) as T
}

/** Walk every page with the cursor, as "load more" does. */
async function allRides(w: World, who: Who, query = ''): Promise<{ pages: Page<Ride>[]; rides: Ride[] }> {
  const pages: Page<Ride>[] = []
  let cursor: string | null = null
  do {
    const page: Page<Ride> = await get(w, `/api/v1/me/rides?${query}${cursor ? `&cursor=${cursor}` : ''}`, who)
    pages.push(page)
    cursor = page.nextCursor
  } while (cursor && pages.length < 20)
  return { pages, rides: pages.flatMap((p) => p.items) }
}

describe.each(DIALECTS)('a passenger’s dashboard figures on %s', (dialect) => {
  let w: World
  beforeAll(async () => {
    w = await worldOn(dialect)
  })

  it('gives a passenger only her own figures, this month counted in Istanbul', async () => {
    const summary = await get<Summary>(w, '/api/v1/me/summary', 'ayse')
    expect(summary).toEqual({
      totalRides: 12,
      totalRidesSource: 'counted',
      countsByStatus: { COMPLETED: 10, CANCELLED: 1, IN_PROGRESS: 1 },
      completedRides: 10,
      cancelledRides: 1,
      // only the ride at 00:00 on 1 April in Istanbul; 23:59 on 31 March is last month
      ridesThisMonth: 1,
      // 10 001 + 10 002 + … + 10 010 kuruş
      totalFareKurus: 100_055,
      // 100 055 / 10 = 10 005.5 → 10 006 (half away from zero)
      averageFareKurus: 10_006,
    })
  })

  it('pages a passenger’s own rides newest first, 10 at a time, with nobody else’s', async () => {
    const { pages, rides } = await allRides(w, 'ayse')
    expect(pages.map((p) => p.items.length)).toEqual([10, 2])
    expect(rides).toHaveLength(12)
    expect(rides.map((r) => r.passengerId)).toEqual(Array<string>(12).fill(w.users.ayse.id))
    expect(rides.map((r) => r.fareKurus)).toEqual(AYSE_FARES_NEWEST_FIRST)
    expect(rides[0]).toMatchObject({ status: 'CANCELLED', fareKurus: 7_777, createdAt: '2026-03-31T21:00:00.000Z' })
    const times = rides.map((r) => r.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('ignores another user’s id in the query string', async () => {
    const { rides } = await allRides(w, 'ayse', `passengerId=${w.users.can.id}&driverId=${w.users.ali.id}`)
    // exactly her own 12 rides, the same rows as without the query string
    expect(rides.map((r) => r.fareKurus)).toEqual(AYSE_FARES_NEWEST_FIRST)
    expect(rides.map((r) => r.passengerId)).toEqual(Array<string>(12).fill(w.users.ayse.id))
    expect(rides.map((r) => r.id)).toEqual((await allRides(w, 'ayse')).rides.map((r) => r.id))
  })

  it('gives each passenger their own membership, the spec default when none is stored', async () => {
    const mine = await get<Profile>(w, '/api/v1/me', 'ayse')
    expect(mine.membership).toMatchObject({
      type: 'PREMIUM',
      amountKurus: 14_999,
      isPaid: true,
      paymentMethod: 'Credit card',
    })
    expect(mine.favoriteLocations).toEqual([
      { name: 'Ev', address: 'Moda Caddesi 12' },
      { name: null, address: 'Havalimanı' },
    ])
    const theirs = await get<Profile>(w, '/api/v1/me', 'can')
    expect(theirs.id).toBe(w.users.can.id)
    expect(theirs.membership).toEqual({
      type: 'FREE',
      amountKurus: 0,
      isPaid: false,
      paidAt: null,
      paymentMethod: null,
      features: ['Basic taxi service', 'Standard customer support'],
      validUntil: null,
    })
    expect(theirs.favoriteLocations).toEqual([])
  })
})

describe.each(DIALECTS)('a driver’s dashboard figures on %s', (dialect) => {
  let w: World
  beforeAll(async () => {
    w = await worldOn(dialect)
  })

  it('gives a driver the rides he drove for every passenger, and only those', async () => {
    const summary = await get<Summary>(w, '/api/v1/me/summary', 'mehmet')
    expect(summary).toMatchObject({
      totalRides: 14,
      totalRidesSource: 'counted',
      completedRides: 12,
      cancelledRides: 1,
    })
    expect(summary.totalFareKurus).toBe(100_055 + 1 + 2)
    const { rides } = await allRides(w, 'mehmet')
    expect(rides).toHaveLength(14)
    expect(rides.map((r) => r.driverId)).toEqual(Array<string>(14).fill(w.users.mehmet.id))
    // Ayşe's 12 and Can's two with him (2 and 1 kuruş, 16 and 15 March), newest first; not Can's ride with Ali
    expect(rides.map((r) => r.fareKurus)).toEqual([7_777, 4_444, 2, 1, ...AYSE_FARES_NEWEST_FIRST.slice(2)])
  })

  it('counts a driver’s total rides from his rides, not his record’s 250 (decision 040), and his earnings too', async () => {
    const summary = await get<Summary>(w, '/api/v1/me/summary', 'ali')
    expect(summary).toMatchObject({
      totalRides: 1,
      totalRidesSource: 'counted',
      completedRides: 1,
      totalFareKurus: 99_999,
    })
    const { rides } = await allRides(w, 'ali')
    expect(rides.map((r) => r.fareKurus)).toEqual([99_999])
  })

  it('gives a driver without rides zeros and an empty list, not an error', async () => {
    expect(await get<Summary>(w, '/api/v1/me/summary', 'idle')).toEqual({
      totalRides: 0,
      totalRidesSource: 'counted',
      countsByStatus: {},
      completedRides: 0,
      cancelledRides: 0,
      ridesThisMonth: 0,
      totalFareKurus: 0,
      averageFareKurus: null,
    })
    expect(await get<Page<Ride>>(w, '/api/v1/me/rides', 'idle')).toEqual({ items: [], nextCursor: null })
  })
})
