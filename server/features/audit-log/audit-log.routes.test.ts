import { beforeAll, describe, expect, it } from 'vitest'
import { recordStaffAction } from '#server/core/audit/staff-actions.queries.ts'
import { createApiWorld, httpOf, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'

const worldOn = onePerDialect(createApiWorld)

/** Issue 30: the audit log names the people its entries are about, not their ids. */
describe.each(DIALECTS)('the audit log’s record names on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get } = httpOf(() => w.ctx)

  it('names a driver or passenger by first name and initial, a staff member in full, other records not at all', async () => {
    const driver = await w.ctx.createUser({ type: 'DRIVER', firstName: 'Kadir', lastName: 'şahin' })
    const staff = await w.ctx.createUser({ type: 'SUPPORT', firstName: 'Sena', lastName: 'Destek' })
    const at = w.ctx.now
    const entry = { actorId: w.admin.id, action: 'driver.approve', before: null, after: { status: 'VERIFIED' } }
    await recordStaffAction(w.ctx.db, { ...entry, recordType: 'driver', recordId: driver.id }, at)
    await recordStaffAction(w.ctx.db, { ...entry, recordType: 'staff', recordId: staff.id }, at)
    await recordStaffAction(w.ctx.db, { ...entry, recordType: 'user', recordId: 'gone-account' }, at)
    await recordStaffAction(w.ctx.db, { ...entry, recordType: 'ride', recordId: driver.id }, at)
    const response = await get(`/api/v1/admin/audit-log?actorId=${w.admin.id}&limit=10`, w.adminCookie)
    expect(response.statusCode, response.body).toBe(200)
    const items = json(response.body).items as { recordType: string; recordName: string | null }[]
    expect(items.map((i) => [i.recordType, i.recordName])).toEqual([
      ['ride', null],
      ['user', null],
      ['staff', 'Sena Destek'],
      ['driver', 'Kadir Ş.'],
    ])
  })
})
