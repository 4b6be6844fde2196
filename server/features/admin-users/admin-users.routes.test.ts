import { beforeAll, describe, expect, it } from 'vitest'
import { createApiWorld, httpOf, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'
import { forgetStaffSecret, signInStaff } from '#server/test/staff-sign-in.ts'

const worldOn = onePerDialect(createApiWorld)

describe.each(DIALECTS)('back-office users and staff on %s (issue 14)', (dialect) => {
  let w: ApiWorld
  let supportCookie: string
  let support: { id: string; email: string; password: string }
  beforeAll(async () => {
    w = await worldOn(dialect)
    support = await w.ctx.createUser({ type: 'SUPPORT', firstName: 'Destek', lastName: 'Kişi' })
    supportCookie = await signInStaff(w.ctx, support)
  })
  const { get, post } = httpOf(() => w.ctx)
  const ids = (body: string) => json(body).items.map((u: { id: string }) => u.id)
  const reason = { reason: 'Fraud report #41' }

  it('searches by e-mail, phone in any spelling, and name; filters by type', async () => {
    expect(
      ids(
        (await get(`/api/v1/admin/users?q=${encodeURIComponent(w.passenger.email.toUpperCase())}`, w.adminCookie)).body,
      ),
    ).toEqual([w.passenger.id])
    expect(ids((await get('/api/v1/admin/users?q=0532%20123%2045%2067', supportCookie)).body)).toEqual([w.passenger.id])
    expect(ids((await get('/api/v1/admin/users?q=destek', w.adminCookie)).body)).toEqual([support.id])
    expect(ids((await get('/api/v1/admin/users?userType=SUPPORT', w.adminCookie)).body)).toEqual([support.id])
    expect(ids((await get('/api/v1/admin/users?q=nobody-like-this', w.adminCookie)).body)).toEqual([])
    expect((await get('/api/v1/admin/users?userType=ROBOT', w.adminCookie)).statusCode).toBe(400)
  })

  it("shows a user's page with profile, vehicle, two-factor and sessions; 404 for an unknown id", async () => {
    const driver = json((await get(`/api/v1/admin/users/${w.driver.id}`, supportCookie)).body)
    expect(driver.profile).toMatchObject({ id: w.driver.id, userType: 'DRIVER', driver: { isVerified: true } })
    expect(driver.openSessions).toBeGreaterThan(0)
    expect(json((await get(`/api/v1/admin/users/${support.id}`, w.adminCookie)).body).twoFactorEnabled).toBe(true)
    const missing = await get('/api/v1/admin/users/no-such-user', w.adminCookie, { 'x-durak-lang': 'en' })
    expect([missing.statusCode, json(missing.body).error.message]).toEqual([404, 'No such record.'])
  })

  it('deactivates: sessions and bearer tokens end, sign-in is refused with its own message; reactivates; both audited', async () => {
    const victim = await w.ctx.createUser({ type: 'PASSENGER' })
    const cookie = await w.ctx.signIn(victim)
    const signIn = await post('/api/auth/sign-in/email', { email: victim.email, password: victim.password })
    const token = String(signIn.headers['set-auth-token'])
    expect((await get('/api/v1/me', undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(200)

    expect((await post(`/api/v1/admin/users/${victim.id}/deactivate`, {}, { cookie: supportCookie })).statusCode).toBe(
      400,
    )
    const done = await post(`/api/v1/admin/users/${victim.id}/deactivate`, reason, { cookie: supportCookie })
    expect(done.statusCode).toBe(200)
    expect((await get('/api/v1/me', cookie)).statusCode).toBe(401)
    expect((await get('/api/v1/me', undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(401)
    const refused = await post(
      '/api/auth/sign-in/email',
      { email: victim.email, password: victim.password },
      { 'x-durak-lang': 'en' },
    )
    expect([refused.statusCode, json(refused.body).code]).toEqual([403, 'ACCOUNT_DEACTIVATED'])
    expect(json(refused.body).message).toContain('deactivated')
    const wrongPassword = await post('/api/auth/sign-in/email', { email: victim.email, password: 'not-the-password' })
    expect(wrongPassword.statusCode).toBe(401)

    expect(
      (await post(`/api/v1/admin/users/${victim.id}/reactivate`, reason, { cookie: w.adminCookie })).statusCode,
    ).toBe(200)
    expect((await post('/api/auth/sign-in/email', { email: victim.email, password: victim.password })).statusCode).toBe(
      200,
    )

    const trail = json((await get(`/api/v1/admin/audit-log?recordType=user&recordId=${victim.id}`, supportCookie)).body)
    expect(trail.items.map((a: { action: string }) => a.action)).toEqual(['user.reactivate', 'user.deactivate'])
    expect(trail.items[1]).toMatchObject({
      actorId: support.id,
      before: { isActive: true },
      after: { isActive: false, reason: reason.reason },
    })
    expect(trail.items[1].actorName).toContain(support.email)
  })

  it('lets only an ADMIN change a staff account, and nobody deactivate themselves', async () => {
    const other = await w.ctx.createUser({ type: 'SUPPORT' })
    expect(
      (await post(`/api/v1/admin/users/${other.id}/deactivate`, reason, { cookie: supportCookie })).statusCode,
    ).toBe(403)
    const self = await post(`/api/v1/admin/users/${w.admin.id}/deactivate`, reason, { cookie: w.adminCookie })
    expect([self.statusCode, json(self.body).error.code]).toEqual([409, 'SELF_CHANGE'])
    expect(
      (await post(`/api/v1/admin/users/${other.id}/deactivate`, reason, { cookie: w.adminCookie })).statusCode,
    ).toBe(200)
  })

  it('lists staff and resets two-factor for an ADMIN only: the staff member enrols again', async () => {
    expect((await get('/api/v1/admin/staff', supportCookie)).statusCode).toBe(403)
    const staff = json((await get('/api/v1/admin/staff?limit=50', w.adminCookie)).body)
    expect(staff.items.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining([w.admin.id, support.id]))
    expect(staff.items.every((s: { userType: string }) => ['ADMIN', 'SUPPORT'].includes(s.userType))).toBe(true)

    expect(
      (await post(`/api/v1/admin/staff/${support.id}/reset-two-factor`, reason, { cookie: supportCookie })).statusCode,
    ).toBe(403)
    expect(
      (await post(`/api/v1/admin/staff/${w.passenger.id}/reset-two-factor`, reason, { cookie: w.adminCookie }))
        .statusCode,
    ).toBe(409)
    expect(
      (await post(`/api/v1/admin/staff/${support.id}/reset-two-factor`, reason, { cookie: w.adminCookie })).statusCode,
    ).toBe(200)
    expect((await get('/api/v1/admin/users', supportCookie)).statusCode).toBe(401)
    forgetStaffSecret(w.ctx, support.email)
    supportCookie = await signInStaff(w.ctx, support)
    expect((await get('/api/v1/admin/users', supportCookie)).statusCode).toBe(200)
    const trail = json(
      (await get(`/api/v1/admin/audit-log?actorId=${w.admin.id}&recordId=${support.id}`, w.adminCookie)).body,
    )
    expect(trail.items[0]).toMatchObject({ action: 'staff.reset_two_factor', before: { twoFactorEnabled: true } })
  })

  it('refuses to change the audit log in the database itself', async () => {
    await expect(w.ctx.db.updateTable('staff_actions').set({ action: 'forged' }).execute()).rejects.toThrow(
      /append-only/,
    )
    await expect(w.ctx.db.deleteFrom('staff_actions').execute()).rejects.toThrow(/append-only/)
    const count = await w.ctx.db
      .selectFrom('staff_actions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBeGreaterThan(0)
  })

  it('exports the user search as CSV with a BOM, a header row and an attachment name', async () => {
    const response = await get(`/api/v1/admin/users/export?userType=DRIVER&lang=en`, w.adminCookie)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toBe('attachment; filename="durak-users.csv"')
    expect(response.body.startsWith('\uFEFFid,created (Istanbul),first name')).toBe(true)
    const lines = response.body.trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(w.driver.id)
  })
})
