import { getMigrations } from 'better-auth/db/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toIso, toNumber } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { seedDemoData, DEMO_ACCOUNTS } from './seed.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'

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
    await expect(ctx.createRide({ passengerId: user.id, fareKurus: -1 })).rejects.toThrow()
    await expect(
      ctx.db
        .insertInto('passenger_memberships')
        .values({ userId: user.id, type: 'GOLD', amountKurus: 0, isPaid: 0, paidAt: null, paymentMethod: null, features: '[]', validUntil: null })
        .execute(),
    ).rejects.toThrow()
  })

  it('seeds demo data once: a passenger, a verified driver with a vehicle, an admin and 30 rides', async () => {
    expect(await seedDemoData({ db: ctx.db, auth: ctx.auth })).toBe(true)
    expect(await seedDemoData({ db: ctx.db, auth: ctx.auth })).toBe(false)
    const users = await ctx.db
      .selectFrom('users')
      .select(['email', 'userType'])
      .where('email', 'in', Object.values(DEMO_ACCOUNTS).map((a) => a.email))
      .orderBy('email')
      .execute()
    expect(users.map((u) => u.userType).sort()).toEqual(['ADMIN', 'DRIVER', 'PASSENGER'])
    const rides = await ctx.db.selectFrom('rides').select(['status']).execute()
    expect(rides).toHaveLength(30)
    expect(new Set(rides.map((r) => r.status))).toEqual(new Set(['COMPLETED', 'CANCELLED', 'IN_PROGRESS', 'REQUESTED']))
    const driver = await ctx.db.selectFrom('driver_profiles').selectAll().executeTakeFirstOrThrow()
    expect(Boolean(driver.isVerified)).toBe(true)
    expect(driver.vehiclePlate).toBeTruthy()
  })
})
