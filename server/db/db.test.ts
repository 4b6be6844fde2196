import { getMigrations } from 'better-auth/db/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toIso, toNumber } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { checkRideFare } from '#shared/tariffs/fare-check.ts'
import { seedDemoData, DEMO_ACCOUNTS } from '#server/demo/seed.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { checkViolation } from '#server/test/constraint-errors.ts'

describe('toIso', () => {
  it('reads SQLite text, SQLite default timestamps and pg Dates as the same ISO string', () => {
    expect(toIso('2026-01-02T03:04:05.000Z')).toBe('2026-01-02T03:04:05.000Z')
    expect(toIso('2026-01-02 03:04:05')).toBe('2026-01-02T03:04:05.000Z')
    expect(toIso(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z')
    expect(toIso(null)).toBeNull()
    expect(toNumber('12')).toBe(12)
  })
})

describe.each(DIALECTS)('database on %s', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.destroy())

  it('has exactly the tables and columns better-auth expects (one migration history for both)', async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(ctx.auth.options)
    expect(toBeCreated.map((t) => t.table)).toEqual([])
    expect(toBeAdded.map((t) => `${t.table}: ${Object.keys(t.fields).join(', ')}`)).toEqual([])
  })

  it('runs migrations idempotently', async () => {
    expect(await migrateToLatest(ctx.db, ctx.dialect)).toEqual([])
  })

  it('refuses negative money and unknown membership types', async () => {
    const user = await ctx.createUser({ type: 'PASSENGER' })
    await expect(ctx.createRide({ passengerId: user.id, fareKurus: -1 })).rejects.toThrow(checkViolation('fareKurus'))
    await expect(
      ctx.db
        .insertInto('passenger_memberships')
        .values({
          userId: user.id,
          type: 'GOLD',
          amountKurus: 0,
          isPaid: 0,
          paidAt: null,
          paymentMethod: null,
          features: '[]',
          validUntil: null,
        })
        .execute(),
    ).rejects.toThrow(checkViolation('type'))
  })

  it('seeds demo data once: a Premium and a Free passenger, a verified driver, an admin, a support agent and rides that look real', async () => {
    const now = new Date()
    expect(await seedDemoData({ db: ctx.db, auth: ctx.auth }, now)).toBe(true)
    expect(await seedDemoData({ db: ctx.db, auth: ctx.auth }, now)).toBe(false)
    const users = await ctx.db
      .selectFrom('users')
      .select(['id', 'email', 'userType'])
      .where(
        'email',
        'in',
        Object.values(DEMO_ACCOUNTS).map((a) => a.email),
      )
      .orderBy('email')
      .execute()
    expect(users.map((u) => u.userType).sort()).toEqual(['ADMIN', 'DRIVER', 'PASSENGER', 'PASSENGER', 'SUPPORT'])
    const memberships = await ctx.db.selectFrom('passenger_memberships').select(['userId', 'type']).execute()
    const idOf = (email: string) => users.find((u) => u.email === email)!.id
    expect(memberships.find((m) => m.userId === idOf(DEMO_ACCOUNTS.passenger.email))?.type).toBe('PREMIUM')
    // the Free one has no membership record: the spec's default applies
    expect(memberships.find((m) => m.userId === idOf(DEMO_ACCOUNTS.freePassenger.email))).toBeUndefined()

    const rides = await ctx.db
      .selectFrom('rides')
      .select([
        'id',
        'status',
        'cancellationFeeKurus',
        'assignedAt',
        'createdAt',
        'fareKurus',
        'distanceMetres',
        'durationSeconds',
      ])
      .execute()
    expect(rides).toHaveLength(34)
    // only statuses the panels label, and nothing left "in progress" to go stale
    expect(new Set(rides.map((r) => r.status))).toEqual(new Set(['COMPLETED', 'CANCELLED']))
    const cancelled = rides.filter((r) => r.status === 'CANCELLED')
    expect(cancelled.length).toBeGreaterThan(0)
    for (const ride of cancelled) {
      // free before a driver is assigned; a fee only after the free window (terms of service)
      expect(Number(ride.cancellationFeeKurus ?? 0) > 0).toBe(ride.assignedAt !== null)
    }
    // spread over the day as demand is, never all at one time; all in the past five months
    const hours = new Set(rides.map((r) => (new Date(String(r.createdAt)).getUTCHours() + 3) % 24))
    expect(hours.size).toBeGreaterThanOrEqual(8)
    for (const ride of rides) {
      const age = now.getTime() - new Date(String(ride.createdAt)).getTime()
      expect(age).toBeGreaterThan(0)
      expect(age).toBeLessThan(151 * 86_400_000)
    }
    // plausible distances and durations: 1–60 km, 8–50 km/h door to door
    for (const ride of rides.filter((r) => r.status === 'COMPLETED')) {
      const km = Number(ride.distanceMetres) / 1000
      const kmh = km / (Number(ride.durationSeconds) / 3600)
      expect(km).toBeGreaterThan(1)
      expect(km).toBeLessThan(60)
      expect(kmh).toBeGreaterThan(8)
      expect(kmh).toBeLessThan(50)
      // fares by the Istanbul tariff of the ride's date
      const check = checkRideFare({
        fareKurus: Number(ride.fareKurus),
        distanceMetres: Number(ride.distanceMetres),
        durationSeconds: Number(ride.durationSeconds),
        createdAt: new Date(String(ride.createdAt)).toISOString(),
        city: 'Istanbul',
      })
      expect(check.status).toBe('within')
    }
    // seeded through the lifecycle: every ride has its events
    const events = await ctx.db.selectFrom('ride_events').select(['rideId']).execute()
    expect(new Set(events.map((e) => e.rideId)).size).toBe(34)
    const driver = await ctx.db
      .selectFrom('driver_profiles')
      .selectAll()
      .where('userId', '=', idOf(DEMO_ACCOUNTS.driver.email))
      .executeTakeFirstOrThrow()
    expect(Boolean(driver.isVerified)).toBe(true)
    expect(driver.vehiclePlate).toBe('34 TKS 512')
    // issue 14: the demo driver's documents (two expiring soon), a driver waiting, an open report and request
    const documents = await ctx.db
      .selectFrom('driver_documents')
      .select(['kind', 'expiresOn'])
      .where('driverId', '=', driver.userId)
      .execute()
    expect(documents).toHaveLength(5)
    expect(
      await ctx.db.selectFrom('driver_profiles').select('userId').where('verificationStatus', '=', 'PENDING').execute(),
    ).toHaveLength(1)
    expect(await ctx.db.selectFrom('problem_reports').select('id').where('status', '=', 'OPEN').execute()).toHaveLength(
      1,
    )
    expect(await ctx.db.selectFrom('account_deletion_requests').select('reference').execute()).toEqual([
      { reference: expect.stringMatching(/^KVKK-\d{4}-000001$/) },
    ])
  })
})
