import { describe, expect, it } from 'vitest'
import { createApiWorld, httpOf, onePerDialect } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'
import { receiveKvkkRequest } from '#server/features/kvkk-requests/kvkk-requests.service.ts'
import { createProblemReport } from '#server/features/problem-reports/problem-reports.service.ts'

const worldOf = onePerDialect(async (dialect) => {
  const world = await createApiWorld(dialect)
  const { db } = world.ctx
  await createProblemReport(
    db,
    { reporterId: world.passenger.id, reporterType: 'PASSENGER', category: 'refusal', message: '=HYPERLINK("x")' },
    world.ctx.now,
  )
  await receiveKvkkRequest(
    { db },
    { kind: 'DELETION', email: 'a@example.com', firstName: 'A', lastName: 'B', reason: 'r', userId: null },
    'tr',
    world.ctx.now,
  )
  await world.ctx.createUser({
    type: 'DRIVER',
    firstName: 'Pending',
    driver: { isVerified: false, vehicle: { brand: 'Fiat', model: 'Egea', plate: '34 CSV 1', color: 'Sarı' } },
  })
  return world
})

describe.each(DIALECTS)('CSV exports of part B on %s', (dialect) => {
  const paths = [
    '/api/v1/admin/problem-reports/export',
    '/api/v1/admin/kvkk-requests/export',
    '/api/v1/admin/drivers/verification/export',
  ]

  it('refuses anonymous callers (401) and passengers and drivers (403)', async () => {
    const world = await worldOf(dialect)
    const { get } = httpOf(() => world.ctx)
    for (const path of paths) {
      expect((await get(path)).statusCode).toBe(401)
      expect((await get(path, world.passengerCookie)).statusCode).toBe(403)
      expect((await get(path, world.driverCookie)).statusCode).toBe(403)
    }
  })

  it('streams each list as CSV with a header row, formulas neutralised', async () => {
    const world = await worldOf(dialect)
    const { get } = httpOf(() => world.ctx)
    const [problems, kvkk, drivers] = (await Promise.all(paths.map((path) => get(path, world.adminCookie)))) as [
      Awaited<ReturnType<typeof get>>,
      Awaited<ReturnType<typeof get>>,
      Awaited<ReturnType<typeof get>>,
    ]
    expect(problems.headers['content-type']).toMatch(/^text\/csv/)
    expect(problems.body).toContain('referans;oluşturulma (İstanbul);kategori')
    expect(problems.body).toContain(`'=HYPERLINK`)
    expect(kvkk.body).toMatch(/KVKK-2026-000001;Hesap silme;Alındı;/)
    expect(drivers.body).toContain('34 CSV 1')
  })
})
