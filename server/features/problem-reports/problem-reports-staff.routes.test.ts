import { describe, expect, it } from 'vitest'
import { createApiWorld, httpOf, json, onePerDialect } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'
import { signInStaff } from '#server/test/staff-sign-in.ts'

const worldOf = onePerDialect(async (dialect) => {
  const world = await createApiWorld(dialect)
  const rideId = await world.ctx.createRide({
    passengerId: world.passenger.id,
    driverId: world.driver.id,
    fareKurus: 48_000,
  })
  await world.ctx.db
    .insertInto('ride_events')
    .values({
      rideId,
      fromStatus: 'IN_PROGRESS',
      toStatus: 'COMPLETED',
      actor: 'driver',
      actorId: world.driver.id,
      reason: null,
      at: '2026-03-15T11:40:00Z',
    })
    .execute()
  const support = await world.ctx.createUser({ type: 'SUPPORT' })
  return { ...world, rideId, supportCookie: await signInStaff(world.ctx, support) }
})

describe.each(DIALECTS)('staff problem reports on %s', (dialect) => {
  const http = async () => {
    const world = await worldOf(dialect)
    return { world, ...httpOf(() => world.ctx) }
  }

  it('refuses anonymous callers (401) and passengers and drivers (403)', async () => {
    const { world, get, post } = await http()
    expect((await get('/api/v1/admin/problem-reports')).statusCode).toBe(401)
    for (const cookie of [world.passengerCookie, world.driverCookie]) {
      expect((await get('/api/v1/admin/problem-reports', cookie)).statusCode).toBe(403)
      expect((await get('/api/v1/admin/problem-reports/x', cookie)).statusCode).toBe(403)
      expect((await post('/api/v1/admin/problem-reports/x/answer', { answer: 'a' }, { cookie })).statusCode).toBe(403)
      expect((await post('/api/v1/admin/problem-reports/x/close', {}, { cookie })).statusCode).toBe(403)
    }
  })

  it('goes end to end: report on a ride → queue → ride timeline → answer mailed and on the dashboard → closed, all audited', async () => {
    const { world, get, post } = await http()
    const created = json(
      (
        await post(
          '/api/v1/me/problem-reports',
          { category: 'long_route', message: 'He drove via the bridge twice.', rideId: world.rideId },
          { cookie: world.passengerCookie, 'accept-language': 'en' },
        )
      ).body,
    )
    const queue = json((await get('/api/v1/admin/problem-reports', world.supportCookie)).body)
    expect(queue.items[0]).toMatchObject({
      id: created.id,
      status: 'OPEN',
      reporter: { id: world.passenger.id, userType: 'PASSENGER' },
    })

    const detail = json((await get(`/api/v1/admin/problem-reports/${created.id}`, world.supportCookie)).body)
    expect(detail.ride).toMatchObject({ id: world.rideId, fareKurus: 48_000 })
    expect(detail.ride.timeline).toEqual([
      expect.objectContaining({ from: 'IN_PROGRESS', to: 'COMPLETED', actor: 'driver' }),
    ])

    expect(
      (
        await post(
          `/api/v1/admin/problem-reports/${created.id}/answer`,
          { answer: '' },
          { cookie: world.supportCookie },
        )
      ).statusCode,
    ).toBe(400)
    const answered = await post(
      `/api/v1/admin/problem-reports/${created.id}/answer`,
      { answer: 'We refunded 80 TL to your card.' },
      { cookie: world.supportCookie },
    )
    expect(answered.statusCode).toBe(200)
    const mail = world.ctx.mails.at(-1)!
    expect(mail.subject).toBe(`Our answer to your problem report ${created.reference}`)
    expect(mail.text).toContain('We refunded 80 TL to your card.')
    expect(mail.text).toContain('(Long route)')

    const mine = json((await get(`/api/v1/me/problem-reports/${created.id}`, world.passengerCookie)).body)
    expect(mine).toMatchObject({ status: 'ANSWERED', answer: 'We refunded 80 TL to your card.' })

    expect(
      (await post(`/api/v1/admin/problem-reports/${created.id}/close`, {}, { cookie: world.adminCookie })).statusCode,
    ).toBe(200)
    expect(
      (await post(`/api/v1/admin/problem-reports/${created.id}/close`, {}, { cookie: world.adminCookie })).statusCode,
    ).toBe(409)
    const audit = await world.ctx.db
      .selectFrom('staff_actions')
      .select('action')
      .where('recordId', '=', created.id)
      .orderBy('createdAt')
      .execute()
    expect(audit.map((a) => a.action).sort()).toEqual(['problem_report.answer', 'problem_report.close'])
  })

  it('answers an unknown report with 404', async () => {
    const { world, get } = await http()
    expect((await get('/api/v1/admin/problem-reports/nope', world.adminCookie)).statusCode).toBe(404)
  })

  it('lists closed reports under ALL as well as open ones, open ones by default; the CSV follows', async () => {
    const { world, get, post } = await http()
    const file = async (message: string) =>
      json(
        (await post('/api/v1/me/problem-reports', { category: 'other', message }, { cookie: world.passengerCookie }))
          .body,
      ).id as string
    const closed = await file('Closed one')
    const open = await file('Open one')
    expect(
      (await post(`/api/v1/admin/problem-reports/${closed}/close`, {}, { cookie: world.adminCookie })).statusCode,
    ).toBe(200)
    const ids = async (query: string) =>
      json((await get(`/api/v1/admin/problem-reports${query}`, world.adminCookie)).body).items.map(
        (r: { id: string }) => r.id,
      )
    expect(await ids('?status=ALL&limit=50')).toEqual(expect.arrayContaining([closed, open]))
    expect(await ids('?limit=50')).not.toContain(closed)
    const csv = await get('/api/v1/admin/problem-reports/export?status=ALL', world.adminCookie)
    expect(csv.body).toContain('Closed one')
  })
})
