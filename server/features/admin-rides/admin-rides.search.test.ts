import { beforeAll, describe, expect, it } from 'vitest'
import { receiptNumberOf } from '#shared/receipts/receipt-number.ts'
import { httpOf, json, onePerDialect } from '#server/test/api-world.ts'
import type { Dialect } from '#server/db/database.ts'
import { createTestContext, DIALECTS } from '#server/test/context.ts'
import { signInStaff } from '#server/test/staff-sign-in.ts'
import { classifySearch } from './ride-search.ts'

/** Two passengers and a driver with a plate, their rides, and a crowd of other rides around them. */
const worldOn = onePerDialect(async (dialect: Dialect) => {
  const ctx = await createTestContext(dialect, { now: new Date('2026-03-15T09:00:00Z') })
  const admin = await ctx.createUser({ type: 'ADMIN' })
  const ayse = await ctx.createUser({
    type: 'PASSENGER',
    firstName: 'Ayşe',
    lastName: 'Işıkoğlu',
    phone: '05321234567',
  })
  const other = await ctx.createUser({ type: 'PASSENGER', firstName: 'Kemal', lastName: 'Sunal', phone: '05329876543' })
  const driver = await ctx.createUser({
    type: 'DRIVER',
    firstName: 'Şükrü',
    lastName: 'Güneş',
    driver: {
      licenseNumber: 'L-1',
      isVerified: true,
      isOnline: false,
      vehicle: { brand: 'Fiat', model: 'Egea', year: 2023, plate: '34 ABC 123', color: 'Sarı' },
    },
  })
  const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T08:00:00Z`
  const aysesRide = await ctx.createRide({ passengerId: ayse.id, createdAt: at(1) })
  const driversRide = await ctx.createRide({ passengerId: other.id, driverId: driver.id, createdAt: at(2) })
  const aysesSecond = await ctx.createRide({ passengerId: ayse.id, driverId: driver.id, createdAt: at(3) })
  for (let i = 0; i < 20; i++) await ctx.createRide({ passengerId: other.id, createdAt: at(4 + (i % 9)) })
  return { ctx, cookie: await signInStaff(ctx, admin), ayse, driver, rides: { aysesRide, driversRide, aysesSecond } }
})

describe.each(DIALECTS)('back-office ride search on %s (issue 30)', (dialect) => {
  let w: Awaited<ReturnType<typeof worldOn>>
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get } = httpOf(() => w.ctx)
  const search = async (q: string, extra = '') => {
    const response = await get(`/api/v1/admin/rides?q=${encodeURIComponent(q)}${extra}`, w.cookie)
    expect(response.statusCode, response.body).toBe(200)
    return json(response.body) as { items: { id: string }[]; nextCursor: string | null }
  }
  const ids = async (q: string) => (await search(q)).items.map((r) => r.id)

  it('finds by phone as people type it', async () => {
    const ayses = [w.rides.aysesSecond, w.rides.aysesRide]
    for (const q of ['0532 123 45 67', '+90 532 123 4567', '532-123-45-67']) expect(await ids(q)).toEqual(ayses)
    expect(await ids('0532 000 00 00')).toEqual([])
  })

  it('finds by plate, spaces and case ignored (the driver’s rides)', async () => {
    for (const q of ['34 ABC 123', '34abc123']) expect(await ids(q)).toEqual([w.rides.aysesSecond, w.rides.driversRide])
  })

  it('finds by the start of a name, Turkish letters matching their plain forms', async () => {
    expect(await ids('Ayşe')).toEqual([w.rides.aysesSecond, w.rides.aysesRide])
    expect(await ids('ayse ısık')).toEqual([w.rides.aysesSecond, w.rides.aysesRide])
    expect(await ids('AYSE')).toEqual([w.rides.aysesSecond, w.rides.aysesRide])
    expect(await ids('isikoglu')).toEqual([w.rides.aysesSecond, w.rides.aysesRide]) // the surname
    expect(await ids('sukru')).toEqual([w.rides.aysesSecond, w.rides.driversRide]) // a driver's rides
    expect(await ids('Zeynep')).toEqual([])
  })

  it('finds by receipt number and by ride id or its first 8 characters', async () => {
    const ride = w.rides.driversRide
    expect(await ids(receiptNumberOf(ride, '2026-03-02T08:00:00Z'))).toEqual([ride])
    expect(await ids(receiptNumberOf(ride, '2026-03-02T08:00:00Z').toLowerCase())).toEqual([ride])
    expect(await ids(receiptNumberOf(ride, '2026-03-09T08:00:00Z'))).toEqual([]) // another day
    expect(await ids(ride)).toEqual([ride])
    expect(await ids(ride.slice(0, 8))).toEqual([ride])
  })

  it('keeps keyset paging and the other filters', async () => {
    const first = await search('Ayşe', '&limit=1')
    expect(first.items.map((r) => r.id)).toEqual([w.rides.aysesSecond])
    const second = await search('Ayşe', `&limit=1&cursor=${first.nextCursor}`)
    expect(second.items.map((r) => r.id)).toEqual([w.rides.aysesRide])
    expect((await search('Ayşe', '&from=2026-03-02')).items.map((r) => r.id)).toEqual([w.rides.aysesSecond])
  })

  it('reads through indexes, never every ride (EXPLAIN QUERY PLAN on SQLite)', async () => {
    if (dialect !== 'sqlite') return
    const { adminRidesQuery } = await import('./admin-rides.queries.ts')
    for (const q of [
      '0532 123 45 67',
      '34 ABC 123',
      'ayse',
      w.rides.driversRide.slice(0, 8),
      'DRK-20260302-ABCDEF12',
    ]) {
      expect(classifySearch(q)).not.toBeNull()
      const compiled = adminRidesQuery(w.ctx.db, { q }).orderBy('createdAt', 'desc').limit(21).compile()
      const { rows } = await w.ctx.db.executeQuery({ ...compiled, sql: `explain query plan ${compiled.sql}` })
      const details = (rows as { detail: string }[]).map((r) => r.detail).join('\n')
      // every table is searched through an index; "SCAN rides" (even USING an index) would read every ride
      expect(details, q).toMatch(/SEARCH rides USING/)
      expect(details, q).not.toMatch(/\bSCAN (rides|users|driver_profiles)\b/)
    }
  })
})
