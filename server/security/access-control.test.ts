import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PREFIX } from '#shared/api-paths.ts'
import { createTestContext, DIALECTS, PUBLIC_URL, randomIp, type TestContext } from '#server/test/context.ts'
import { signInStaff } from '#server/test/staff-sign-in.ts'
import { routeCatalogue, urlOf, type CatalogueEntry } from './route-catalogue.ts'

/**
 * Access control generated from the route table (issue 11, ASVS V8): every /api/v1 operation the
 * server documents is called anonymously, by a passenger and a driver who are strangers to the
 * victim, and by an admin, with the victim's ids in every path parameter, the victim's id in every
 * id-like query parameter and the victim's own cursor. Anonymous → 401 on every non-public route;
 * wrong role → 403 on admin routes; and no stranger's answer holds anything of the victim's.
 */
const MARK = 'Qzvictim'

type Caller = {
  name: 'anonymous' | 'passenger' | 'driver' | 'admin' | 'support' | 'admin-no-2fa'
  cookie: string | null
}

describe.each(DIALECTS)('generated access control on %s', (dialect) => {
  let ctx: TestContext
  let catalogue: CatalogueEntry[]
  let callers: Caller[]
  let victimId: string
  let victimDriverId: string
  let victimRideId: string
  let victimCursor: string
  let victimCookie: string

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    const victim = await ctx.createUser({
      type: 'PASSENGER',
      firstName: `${MARK}first`,
      lastName: `${MARK}last`,
      city: 'Istanbul',
    })
    const victimDriver = await ctx.createUser({
      type: 'DRIVER',
      firstName: `${MARK}driver`,
      driver: { isVerified: true, vehicle: { brand: 'Fiat', model: 'Egea', plate: '34 QZ 999', color: 'Sarı' } },
    })
    victimId = victim.id
    victimDriverId = victimDriver.id
    for (const [i, status] of ['COMPLETED', 'CANCELLED', 'COMPLETED'].entries()) {
      victimRideId = await ctx.createRide({
        passengerId: victim.id,
        driverId: victimDriver.id,
        status,
        pickupAddress: `${MARK} pickup ${i}`,
        dropoffAddress: `${MARK} dropoff ${i}`,
        createdAt: `2026-03-0${i + 1}T08:00:00Z`,
      })
    }
    victimCookie = await ctx.signIn(victim)
    const firstPage = await ctx.app.inject({ url: `${API_PREFIX}/me/rides?limit=1`, headers: { cookie: victimCookie } })
    victimCursor = JSON.parse(firstPage.body).nextCursor
    expect(victimCursor).toEqual(expect.any(String))

    const stranger = await ctx.createUser({ type: 'PASSENGER' })
    await ctx.createRide({
      passengerId: stranger.id,
      pickupAddress: 'Stranger pickup',
      createdAt: '2026-03-02T09:00:00Z',
    })
    const strangerDriver = await ctx.createUser({
      type: 'DRIVER',
      driver: { isVerified: true, vehicle: { brand: 'Renault', model: 'Clio', plate: '34 ST 111', color: 'Sarı' } },
    })
    const admin = await ctx.createUser({ type: 'ADMIN' })
    const support = await ctx.createUser({ type: 'SUPPORT' })
    const unenrolled = await ctx.createUser({ type: 'ADMIN' })
    callers = [
      { name: 'anonymous', cookie: null },
      { name: 'passenger', cookie: await ctx.signIn(stranger) },
      { name: 'driver', cookie: await ctx.signIn(strangerDriver) },
      { name: 'admin', cookie: await signInStaff(ctx, admin) },
      { name: 'support', cookie: await signInStaff(ctx, support) },
      { name: 'admin-no-2fa', cookie: await ctx.signIn(unenrolled) },
    ]
    catalogue = (await routeCatalogue(ctx.app)).filter((entry) => entry.path.startsWith(`${API_PREFIX}/`))
  })
  afterAll(async () => ctx?.destroy())

  const VIEWPORT = { south: '40.9', west: '28.8', north: '41.1', east: '29.2', zoom: '11' }

  function call(entry: CatalogueEntry, caller: Caller, options: { withCursor?: boolean } = {}) {
    const query: Record<string, string> = {}
    for (const name of entry.queryParams) {
      if (name === 'cursor') {
        if (options.withCursor !== false) query[name] = victimCursor
      } else if (/id$/i.test(name)) query[name] = victimId
      else if (name === 'lat') query[name] = '41.0'
      else if (name === 'lng') query[name] = '29.0'
      // the live map's viewport (Istanbul at city zoom) and its search (a ride by its id)
      else if (name in VIEWPORT) query[name] = VIEWPORT[name as keyof typeof VIEWPORT]
      else if (name === 'q') query[name] = victimRideId
    }
    return ctx.app.inject({
      method: entry.method as 'GET',
      url: urlOf(entry, { rideId: victimRideId, userId: victimId, id: victimRideId, driverId: victimDriverId }, query),
      headers: {
        origin: PUBLIC_URL,
        'x-forwarded-for': randomIp(),
        'idempotency-key': `access-${Math.random()}`,
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
      },
      ...(entry.hasBody ? { payload: {} } : {}),
    })
  }

  /** A signed-in caller opening its own event stream would wait for ever: those are checked anonymously only. */
  const opensOwnStream = (entry: CatalogueEntry, caller: Caller) =>
    entry.isStream && entry.pathParams.length === 0 && caller.cookie !== null

  it('covers every documented /api/v1 operation', () => {
    const registered = ctx.app.registeredApiRoutes.filter((r) => !r.startsWith('HEAD '))
    expect(catalogue.length).toBe(registered.length)
    expect(catalogue.length).toBeGreaterThan(20)
    expect(new Set(catalogue.map((e) => e.access))).toEqual(new Set(['public', 'user', 'staff', 'admin']))
  })

  it('answers 401 to anonymous callers on every non-public operation', async () => {
    const guarded = catalogue.filter((entry) => entry.access !== 'public')
    expect(guarded.length).toBeGreaterThan(15)
    const answers = await Promise.all(
      guarded.map(async (e) => [`${e.method} ${e.path}`, (await call(e, callers[0]!)).statusCode]),
    )
    expect(answers.filter(([, status]) => status !== 401)).toEqual([])
  })

  /** A GET whose path names a record the test cannot fill (a KVKK request's id) lets staff in with a 404. */
  const staffGet = (entry: CatalogueEntry) =>
    entry.pathParams.every((p) => ['rideId', 'userId', 'id', 'driverId'].includes(p)) ? 200 : 404

  /**
   * A staff caller's status. A list whose cursor is not the (createdAt, id) kind the others share (the
   * alert queue's) refuses the victim's cursor with 400 INVALID_CURSOR once it has let the caller in:
   * asked again without it, it must answer.
   */
  async function staffStatus(entry: CatalogueEntry, caller: Caller): Promise<number> {
    // a staff stream let in stays open (the live map's): its own tests check staff get it
    if (entry.isStream && entry.pathParams.length === 0) return staffGet(entry)
    const response = await call(entry, caller)
    if (response.statusCode === 400 && JSON.parse(response.body).error?.code === 'INVALID_CURSOR')
      return (await call(entry, caller, { withCursor: false })).statusCode
    return response.statusCode
  }

  /** What a caller got: 200 on a GET; on a state change anything but 401/403 (its empty body is a 400). */
  const outcome = (entry: CatalogueEntry, status: number) =>
    entry.method === 'GET' || (status !== 401 && status !== 403 && status < 500) ? status : `refused ${status}`

  it('answers 403 to passengers and drivers on every staff and admin operation, and lets staff in', async () => {
    const staffOnly = catalogue.filter((entry) => entry.access === 'admin' || entry.access === 'staff')
    expect(staffOnly.length).toBeGreaterThan(1)
    for (const entry of staffOnly) {
      for (const caller of [callers[1]!, callers[2]!])
        expect([entry.operationId, caller.name, (await call(entry, caller)).statusCode]).toEqual([
          entry.operationId,
          caller.name,
          403,
        ])
      const admin = outcome(entry, await staffStatus(entry, callers[3]!))
      expect([entry.operationId, admin]).toEqual([entry.operationId, entry.method === 'GET' ? staffGet(entry) : admin])
      expect(typeof admin).toBe('number')
    }
  })

  it('answers 403 to SUPPORT on admin-only operations and lets SUPPORT into the other staff operations', async () => {
    const adminOnly = catalogue.filter((entry) => entry.access === 'admin')
    expect(adminOnly.length).toBeGreaterThan(0)
    for (const entry of adminOnly)
      expect([entry.operationId, (await call(entry, callers[4]!)).statusCode]).toEqual([entry.operationId, 403])
    for (const entry of catalogue.filter((e) => e.access === 'staff')) {
      const status = outcome(entry, await staffStatus(entry, callers[4]!))
      expect([entry.operationId, typeof status]).toEqual([entry.operationId, 'number'])
      if (entry.method === 'GET') expect([entry.operationId, status]).toEqual([entry.operationId, staffGet(entry)])
    }
  })

  it('answers 403 TWO_FACTOR_REQUIRED to staff who have not passed two-factor sign-in', async () => {
    for (const entry of catalogue.filter((e) => e.access === 'admin' || e.access === 'staff')) {
      const response = await call(entry, callers[5]!)
      expect([entry.operationId, response.statusCode, JSON.parse(response.body).error?.code]).toEqual([
        entry.operationId,
        403,
        'TWO_FACTOR_REQUIRED',
      ])
    }
  })

  it('gives strangers nothing of the victim’s through ids, filters or cursors, on any operation', async () => {
    const leaks: string[] = []
    let checked = 0
    for (const entry of catalogue) {
      for (const caller of callers.slice(0, 3)) {
        if (opensOwnStream(entry, caller)) continue
        const response = await call(entry, caller)
        checked++
        if (response.statusCode >= 500) leaks.push(`${entry.operationId} as ${caller.name}: ${response.statusCode}`)
        for (const secret of [MARK.toLowerCase(), victimId, victimDriverId]) {
          if (response.body.toLowerCase().includes(secret.toLowerCase())) {
            leaks.push(`${entry.operationId} as ${caller.name} (${response.statusCode}) shows ${secret}`)
          }
        }
        // another's ride by id: refused or not found, never answered
        if (entry.pathParams.includes('rideId') && response.statusCode < 400) {
          leaks.push(`${entry.operationId} as ${caller.name}: ${response.statusCode} on another's ride`)
        }
      }
    }
    expect(checked).toBeGreaterThan(catalogue.length * 2)
    expect(leaks).toEqual([])
  })

  it('would see a leak: the victim and an admin do find the markers', async () => {
    const admin = await ctx.app.inject({ url: `${API_PREFIX}/rides`, headers: { cookie: callers[3]!.cookie! } })
    expect(admin.statusCode).toBe(200)
    expect(admin.body).toContain(MARK)
    const own = await ctx.app.inject({ url: `${API_PREFIX}/me/rides`, headers: { cookie: victimCookie } })
    expect(own.body).toContain(MARK)
    expect(own.body).toContain(victimRideId)
  })
})
