import { describe, expect, it } from 'vitest'
import { accountRequests } from '#shared/i18n/tr/account-requests.ts'
import { admin } from '#shared/i18n/tr/admin.ts'
import { adminCases } from '#shared/i18n/tr/admin-cases.ts'
import { dashboard } from '#shared/i18n/tr/dashboard.ts'
import { rides } from '#shared/i18n/tr/rides.ts'
import { receiveKvkkRequest } from '#server/features/kvkk-requests/kvkk-requests.service.ts'
import { createProblemReport } from '#server/features/problem-reports/problem-reports.service.ts'
import { createApiWorld, httpOf, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { PUBLIC_URL, randomIp, DIALECTS } from '#server/test/context.ts'
import { csvCells } from '#server/test/csv-cells.ts'

/**
 * Issue 22, item 14: every back-office CSV is written as the passenger's is, for Turkish Excel:
 * `;`, decimal commas, Istanbul time, and words (in the caller's language) instead of codes.
 */
const worldOf = onePerDialect(async (dialect) => {
  const world = await createApiWorld(dialect)
  const { db, now } = world.ctx
  await db.updateTable('rides').set({ city: 'Istanbul' }).where('passengerId', '=', world.passenger.id).execute()
  await createProblemReport(
    db,
    { reporterId: world.passenger.id, reporterType: 'PASSENGER', category: 'refusal', message: 'Beni almadı' },
    now,
  )
  await receiveKvkkRequest(
    { db },
    {
      kind: 'DELETION',
      email: 'a@example.com',
      firstName: 'Ayşe',
      lastName: 'Işık',
      reason: 'Gerek yok',
      userId: null,
    },
    'tr',
    now,
  )
  await world.ctx.createUser({
    type: 'DRIVER',
    firstName: 'Bekleyen',
    driver: { isVerified: false, vehicle: { brand: 'Fiat', model: 'Egea', plate: '34 CSV 1', color: 'Sarı' } },
  })
  const deactivate = await world.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${world.otherPassenger.id}/deactivate`,
    payload: { reason: 'Sahte hesap' },
    headers: { cookie: world.adminCookie, origin: PUBLIC_URL, 'x-forwarded-for': randomIp() },
  })
  expect(deactivate.statusCode).toBe(200)
  return world
})

/** Codes that must never reach a cell: statuses, roles, memberships, kinds, categories, actions. */
const CODES = new Set([
  ...Object.keys(rides.status),
  ...Object.keys(admin.roles),
  'FREE',
  'PREMIUM',
  'true',
  'false',
  ...Object.keys(adminCases.kvkk.statuses),
  ...Object.keys(adminCases.kvkk.kinds),
  ...Object.keys(adminCases.drivers.statuses),
  ...Object.keys(adminCases.problems.statuses),
  ...Object.keys(accountRequests.categories),
  'user.deactivate',
  'user',
  'Istanbul',
])

async function turkishCells(world: ApiWorld, path: string) {
  const { get } = httpOf(() => world.ctx)
  const response = await get(`${path}${path.includes('?') ? '&' : '?'}lang=tr`, world.adminCookie)
  expect(response.statusCode).toBe(200)
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  expect(response.body).toContain('\r\n')
  const cells = csvCells(response.body, ';')
  expect(cells.length).toBeGreaterThan(1)
  // every row as wide as the header: the separator is `;` throughout
  for (const row of cells) expect(row).toHaveLength(cells[0]!.length)
  expect(cells.flat().filter((cell) => CODES.has(cell))).toEqual([])
  return cells.slice(1)
}

describe.each(DIALECTS)('back-office CSVs in Turkish-Excel format on %s', (dialect) => {
  it('rides: Istanbul time, decimal comma, the status in words, the city as written in Turkish', async () => {
    const world = await worldOf(dialect)
    const rows = await turkishCells(world, `/api/v1/admin/rides/export?passengerId=${world.passenger.id}`)
    expect(rows).toHaveLength(3)
    // 21:30 UTC on 28 February is 00:30 on 1 March in Istanbul
    const lateRide = rows.find((row) => row[1] === '1 Mar 2026 00:30')
    expect(lateRide).toBeDefined()
    expect(lateRide![2]).toBe(rides.status.COMPLETED)
    expect(lateRide![5]).toBe('İstanbul')
    expect(lateRide![6]).toBe('100,00')
    expect(rows.map((row) => row[2]).sort()).toEqual(
      [rides.status.CANCELLED, rides.status.COMPLETED, rides.status.COMPLETED].sort(),
    )
    expect(rows.find((row) => row[6] === '123,45')).toBeDefined()
  })

  it('users: type, membership and account state in words', async () => {
    const world = await worldOf(dialect)
    const rows = await turkishCells(world, '/api/v1/admin/users/export?userType=PASSENGER')
    const passenger = rows.find((row) => row[0] === world.passenger.id)!
    expect(passenger.slice(6)).toEqual([
      'İstanbul',
      admin.roles.PASSENGER,
      dashboard.membership.free,
      admin.users.active,
    ])
    expect(rows.find((row) => row[0] === world.otherPassenger.id)![9]).toBe(admin.users.inactive)
  })

  it('audit log: the action and the record type in words', async () => {
    const world = await worldOf(dialect)
    const rows = await turkishCells(world, '/api/v1/admin/audit-log/export')
    expect(rows).toHaveLength(1)
    expect(rows[0]![3]).toBe(admin.audit.actions.user.deactivate)
    expect(rows[0]![4]).toBe(admin.audit.recordTypes.user)
    expect(rows[0]![1]).toBe('15 Mar 2026 15:00')
  })

  it('problem reports: category and status in words', async () => {
    const world = await worldOf(dialect)
    const rows = await turkishCells(world, '/api/v1/admin/problem-reports/export')
    expect(rows.map((row) => [row[2], row[3], row[6]])).toEqual([
      [accountRequests.categories.refusal, adminCases.problems.statuses.OPEN, 'Beni almadı'],
    ])
  })

  it('KVKK requests: kind, status and overdue in words, the deadline as an Istanbul date', async () => {
    const world = await worldOf(dialect)
    const rows = await turkishCells(world, '/api/v1/admin/kvkk-requests/export')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.slice(1, 9)).toEqual([
      adminCases.kvkk.kinds.DELETION,
      adminCases.kvkk.statuses.RECEIVED,
      '15 Mar 2026 15:00',
      '14 Nis 2026',
      '30',
      admin.csv.no,
      'a@example.com',
      'Ayşe Işık',
    ])
  })

  it('drivers by verification: the status in words', async () => {
    const world = await worldOf(dialect)
    const rows = await turkishCells(world, '/api/v1/admin/drivers/verification/export')
    expect(rows.map((row) => [row[2], row[3]])).toEqual([['34 CSV 1', adminCases.drivers.statuses.PENDING]])
  })
})
