import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { seedDemoCases } from './demo-cases.ts'

describe.each(DIALECTS)('the demo cases on %s', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.destroy())

  it('gives every document of a driver its own number (insurance and inspection do not share one)', async () => {
    const driver = await ctx.createUser({ type: 'DRIVER' })
    const pending = await ctx.createUser({ type: 'DRIVER' })
    const passenger = await ctx.createUser({ type: 'PASSENGER' })
    await ctx.createRide({ passengerId: passenger.id, driverId: driver.id })
    await seedDemoCases(
      ctx.db,
      { driverId: driver.id, pendingDriverId: pending.id, passengerId: passenger.id },
      ctx.now,
    )
    const documents = await ctx.db.selectFrom('driver_documents').select(['driverId', 'kind', 'number']).execute()
    expect(documents).toHaveLength(10)
    expect(new Set(documents.map((d) => d.number)).size).toBe(10)
    // the verified demo driver's documents are accepted through their expiry; the waiting driver's are not (issue 30)
    const accepted = await ctx.db
      .selectFrom('driver_documents')
      .select(['driverId', 'expiresOn', 'acceptedUntil'])
      .execute()
    for (const d of accepted) expect(d.acceptedUntil).toBe(d.driverId === driver.id ? d.expiresOn : null)
    const report = await ctx.db.selectFrom('problem_reports').select('rideId').executeTakeFirstOrThrow()
    expect(report.rideId).not.toBeNull()
  })
})
