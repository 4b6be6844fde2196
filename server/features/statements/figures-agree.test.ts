import { beforeAll, describe, expect, it } from 'vitest'
import { formatLira } from '#shared/format.ts'
import { liraCell } from '#shared/receipts/money.ts'
import { statementLines } from '#shared/receipts/statement-lines.ts'
import type { StatementList, StatementRide, StatementWeek } from '#shared/schemas/receipts.ts'
import type { Dialect } from '#server/db/database.ts'
import { httpOf, json, onePerDialect } from '#server/test/api-world.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { pdfPages } from '#server/test/pdf-text.ts'

/**
 * Issue 22, item 16: the overview's week showed net ₺1.136,83 above gross ₺869,21 with no tolls
 * column, and the PDF's rides carried fare + tolls while the page shows them apart. One definition
 * (shared/receipts/statement-lines.ts) for the overview, the statement page, the PDF and the CSV.
 */
/** The cells of one CSV row: commas split, quoted cells keep theirs ("" is a quote). */
function csvCells(row: string): string[] {
  const cells: string[] = []
  for (const match of row.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g))
    cells.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : match[2]!)
  return cells
}

type World = { ctx: TestContext; cookie: string }

// The week of Monday 16 November 2026: three rides across the Bosphorus, whose tolls (312,50 TL)
// are more than the commission, and a late cancellation.
const RIDES = [
  { fareKurus: 31_250, tollsKurus: 10_500, createdAt: '2026-11-16T07:30:00Z', status: 'COMPLETED' },
  { fareKurus: 28_171, tollsKurus: 14_000, createdAt: '2026-11-18T16:10:00Z', status: 'COMPLETED' },
  { fareKurus: 25_000, tollsKurus: 6_750, createdAt: '2026-11-20T22:45:00Z', status: 'COMPLETED' },
  { fareKurus: 0, tollsKurus: 0, cancellationFeeKurus: 2_500, createdAt: '2026-11-21T12:00:00Z', status: 'CANCELLED' },
]

const worldOn = onePerDialect(async (dialect: Dialect): Promise<World> => {
  const ctx = await createTestContext(dialect, { now: new Date('2026-11-24T06:00:00Z') })
  const passenger = await ctx.createUser({ type: 'PASSENGER' })
  const driver = await ctx.createUser({ type: 'DRIVER', driver: { isVerified: true } })
  for (const [i, r] of RIDES.entries()) {
    const id = await ctx.createRide({
      passengerId: passenger.id,
      driverId: driver.id,
      status: r.status,
      fareKurus: r.fareKurus,
      distanceMetres: 18_000 + i,
      durationSeconds: 2_400,
      pickupAddress: `Kadıköy ${i}`,
      dropoffAddress: `Beşiktaş ${i}`,
      createdAt: r.createdAt,
    })
    await ctx.db
      .updateTable('rides')
      .set({ tollsKurus: r.tollsKurus, cancellationFeeKurus: r.cancellationFeeKurus ?? 0 })
      .where('id', '=', id)
      .execute()
  }
  return { ctx, cookie: await ctx.signIn(driver) }
})

describe.each(DIALECTS)('one set of week figures on %s (issue 22, item 16)', (dialect) => {
  let w: World
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get } = httpOf(() => w.ctx)
  const WEEK = '/api/v1/driver/statements/2026-11-16'

  it('gives the overview the same week as the statement page, its net explained by its tolls', async () => {
    const list = json((await get('/api/v1/driver/statements', w.cookie)).body) as StatementList
    const page = (json((await get(WEEK, w.cookie)).body) as { week: StatementWeek }).week
    expect(list.weeks.find((week) => week.weekStart === '2026-11-16')).toEqual(page)
    expect(page).toMatchObject({ faresKurus: 84_421, feesKurus: 2_500, tollsKurus: 31_250, grossKurus: 86_921 })
    // net above gross, and the lines beside it say why
    expect(page.netKurus).toBeGreaterThan(page.grossKurus)
    expect(page.netKurus).toBe(page.grossKurus - page.commissionKurus + page.tollsKurus)
  })

  it('lists each ride with its fare, fee and tolls apart, adding up to the summary', async () => {
    const page = (json((await get(WEEK, w.cookie)).body) as { week: StatementWeek }).week
    const rides = (json((await get(`${WEEK}/rides?limit=50`, w.cookie)).body) as { items: StatementRide[] }).items
    expect(rides).toHaveLength(4)
    const sum = (pick: (r: StatementRide) => number) => rides.reduce((total, r) => total + pick(r), 0)
    expect(sum((r) => r.fareKurus)).toBe(page.faresKurus)
    expect(sum((r) => r.cancellationFeeKurus)).toBe(page.feesKurus)
    expect(sum((r) => r.tollsKurus)).toBe(page.tollsKurus)
  })

  it('prints in the CSV the page’s summary lines and ride columns that add up to them', async () => {
    const page = (json((await get(WEEK, w.cookie)).body) as { week: StatementWeek }).week
    const csv = await get(`${WEEK}/csv`, w.cookie, { 'accept-language': 'en' })
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map(csvCells)
    const summaryAt = rows.findIndex((row) => row[0] === 'Summary')
    const rideRows = rows.slice(1, summaryAt - 1)
    expect(rideRows).toHaveLength(4)
    const kurus = (text: string) => Math.round(Number(text) * 100)
    const columnSum = (column: number) => rideRows.reduce((total, row) => total + kurus(row[column]!), 0)
    expect([columnSum(6), columnSum(7), columnSum(8)]).toEqual([page.faresKurus, page.feesKurus, page.tollsKurus])
    expect(rows.slice(summaryAt + 1).map((row) => row[1])).toEqual(
      statementLines(page).map((line) => (line.kind === 'count' ? String(line.value) : liraCell(line.value, 'en'))),
    )
  })

  it('prints in the PDF the same summary and each ride’s fare and tolls apart, never summed', async () => {
    const page = (json((await get(WEEK, w.cookie)).body) as { week: StatementWeek }).week
    const pdf = await get(`${WEEK}/pdf`, w.cookie, { 'accept-language': 'en' })
    expect(pdf.statusCode).toBe(200)
    const text = (await pdfPages(pdf.rawPayload)).join(' ')
    for (const line of statementLines(page).filter((l) => l.kind === 'kurus'))
      expect(text).toContain(formatLira(line.value, 'en'))
    for (const ride of RIDES.filter((r) => r.status === 'COMPLETED')) {
      expect(text).toContain(`Fare ${formatLira(ride.fareKurus, 'en')}`)
      expect(text).toContain(`Tolls ${formatLira(ride.tollsKurus, 'en')}`)
      expect(text).not.toContain(formatLira(ride.fareKurus + ride.tollsKurus, 'en'))
    }
    expect(text).toContain(`Fee ${formatLira(2_500, 'en')}`)
  })
})
