import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProblemReport } from '#server/features/problem-reports/problem-reports.service.ts'
import { receiveKvkkRequest } from '#server/features/kvkk-requests/kvkk-requests.service.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { csvCells, liveFormulaCells } from '#server/test/csv-cells.ts'
import { json, lifecycleKit, near, sceneOrigin, type Person } from '#server/test/lifecycle-kit.ts'

/**
 * Issue 22, item 1: a formula typed by one user reaches another's spreadsheet inert. The API trims
 * text, so `= + - @` come through it; a leading tab or CR is written straight into the rows (as an
 * import or older data could hold it).
 */
const TYPED = ["=cmd|' /C calc'!A0 X", "+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", '@SUM(1+1)*cmd|x']
const STORED = ['\t=1+1', '\r=1+1']
const ALL = [...TYPED, ...STORED]
const inert = (text: string) => `'${text}`
const METER = { fareLira: 210, distanceMetres: 5_000, durationSeconds: 900 }

describe.each(DIALECTS)('every CSV export neutralises formulas on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  let passenger: Person
  let driver: Person
  let admin: Person

  async function rideTyped(address: string) {
    const origin = sceneOrigin(4)
    const request = await kit.call(
      'POST',
      '/api/v1/rides',
      passenger,
      {
        pickup: { address, ...origin },
        dropoff: { address: `${address} B`, lat: origin.lat - 0.04, lng: origin.lng + 0.04 },
        city: 'Istanbul',
        paymentMethod: 'CASH',
      },
      { 'idempotency-key': crypto.randomUUID() },
    )
    expect(request.statusCode).toBe(201)
    const rideId = json(request).id as string
    for (const action of ['accept', 'arrive', 'start'])
      expect((await kit.step(rideId, action, driver)).statusCode).toBe(200)
    expect((await kit.step(rideId, 'complete', driver, METER)).statusCode).toBe(200)
  }

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    passenger = await kit.person('PASSENGER')
    driver = await kit.onlineDriver(near(sceneOrigin(4), 300))
    admin = await kit.person('ADMIN')
    for (const attack of TYPED) await rideTyped(attack)
    for (const attack of STORED) {
      await ctx.createRide({
        passengerId: passenger.id,
        driverId: driver.id,
        status: 'COMPLETED',
        fareKurus: 21_000,
        pickupAddress: attack,
        dropoffAddress: attack,
        createdAt: '2026-03-14T10:00:00Z',
      })
    }
    for (const [i, attack] of ALL.entries()) {
      await ctx.createUser({ type: 'PASSENGER', firstName: attack, lastName: attack })
      await ctx.createUser({
        type: 'DRIVER',
        firstName: attack,
        lastName: 'Demir',
        driver: { isVerified: false, vehicle: { brand: 'Fiat', model: 'Egea', plate: attack, color: 'Sarı' } },
      })
      await receiveKvkkRequest(
        { db: ctx.db },
        {
          kind: 'DELETION',
          email: `k${i}@example.com`,
          firstName: attack,
          lastName: 'B',
          reason: attack,
          userId: null,
        },
        'tr',
        ctx.now,
      )
    }
    for (const attack of TYPED) {
      const report = await kit.call('POST', '/api/v1/me/problem-reports', passenger, {
        category: 'other',
        message: attack,
      })
      expect(report.statusCode).toBe(201)
      const answer = await kit.call('POST', `/api/v1/admin/problem-reports/${json(report).id}/answer`, admin, {
        answer: attack,
      })
      expect(answer.statusCode).toBe(200)
    }
    for (const attack of STORED) {
      await createProblemReport(
        ctx.db,
        { reporterId: passenger.id, reporterType: 'PASSENGER', category: 'other', message: attack },
        ctx.now,
      )
    }
    const deactivated = await ctx.createUser({ type: 'PASSENGER' })
    const deactivate = await kit.call('POST', `/api/v1/admin/users/${deactivated.id}/deactivate`, admin, {
      reason: TYPED[0],
    })
    expect(deactivate.statusCode).toBe(200)
  }, 120_000)
  afterAll(async () => ctx?.destroy())

  async function cellsOf(path: string, who: Person, lang: 'tr' | 'en') {
    const response = await kit.call('GET', `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, who)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['cache-control']).toContain('no-store')
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    return csvCells(response.body, lang === 'tr' ? ';' : ',')
  }

  const rideCells = [...ALL.map(inert), ...TYPED.map((attack) => inert(`${attack} B`))]
  const exports: { name: string; path: string; who: () => Person; expected: string[] }[] = [
    {
      name: "the passenger's rides",
      path: '/api/v1/me/exports/rides.csv?from=2026-03-01&to=2026-03-15',
      who: () => passenger,
      expected: rideCells,
    },
    {
      name: "the driver's weekly statement",
      path: '/api/v1/driver/statements/2026-03-09/csv',
      who: () => driver,
      expected: rideCells,
    },
    { name: 'back-office rides', path: '/api/v1/admin/rides/export', who: () => admin, expected: rideCells },
    { name: 'back-office users', path: '/api/v1/admin/users/export', who: () => admin, expected: ALL.map(inert) },
    {
      name: 'drivers by verification',
      path: '/api/v1/admin/drivers/verification/export?status=PENDING',
      who: () => admin,
      expected: [...ALL.map(inert), ...ALL.map((attack) => inert(`${attack} Demir`))],
    },
    {
      name: 'KVKK requests',
      path: '/api/v1/admin/kvkk-requests/export?status=RECEIVED',
      who: () => admin,
      expected: [...ALL.map(inert), ...ALL.map((attack) => inert(`${attack} B`))],
    },
    {
      name: 'answered problem reports',
      path: '/api/v1/admin/problem-reports/export?status=ANSWERED',
      who: () => admin,
      expected: TYPED.map(inert),
    },
    {
      name: 'open problem reports',
      path: '/api/v1/admin/problem-reports/export?status=OPEN',
      who: () => admin,
      expected: STORED.map(inert),
    },
    { name: 'the audit log', path: '/api/v1/admin/audit-log/export', who: () => admin, expected: [] },
  ]

  it.each(exports)('$name: every attack arrives inert, and no cell is a live formula', async (item) => {
    for (const lang of ['tr', 'en'] as const) {
      const cells = await cellsOf(item.path, item.who(), lang)
      expect(cells.length).toBeGreaterThan(1)
      expect(liveFormulaCells(cells)).toEqual([])
      const all = new Set(cells.flat())
      for (const cell of item.expected) expect(all, `${lang}: ${JSON.stringify(cell)}`).toContain(cell)
    }
  })
})
