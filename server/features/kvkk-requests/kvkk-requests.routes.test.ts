import { describe, expect, it } from 'vitest'
import { createApiWorld, httpOf, json, onePerDialect } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'
import { signInStaff } from '#server/test/staff-sign-in.ts'

const worldOf = onePerDialect(async (dialect) => {
  const world = await createApiWorld(dialect)
  const leaving = await world.ctx.createUser({
    type: 'PASSENGER',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phone: '05551112233',
  })
  await world.ctx.db
    .insertInto('favorite_locations')
    .values({ userId: leaving.id, name: 'Ev', address: 'Moda Cd. 1', position: 0 })
    .execute()
  const ride = await world.ctx.createRide({ passengerId: leaving.id, driverId: world.driver.id, fareKurus: 25_000 })
  return { ...world, leaving, ride, leavingCookie: await world.ctx.signIn(leaving) }
})

/** The token of the confirmation link in a receipt mail. */
const tokenIn = (text: string) => /#verify=([\w-]+)/.exec(text)![1]!

describe.each(DIALECTS)('KVKK requests on %s', (dialect) => {
  const http = async () => {
    const world = await worldOf(dialect)
    return { world, ...httpOf(() => world.ctx) }
  }

  it('refuses the staff API to anonymous callers (401) and to passengers and drivers (403)', async () => {
    const { world, get, post } = await http()
    expect((await get('/api/v1/admin/kvkk-requests')).statusCode).toBe(401)
    expect((await get('/api/v1/admin/kvkk-requests', world.passengerCookie)).statusCode).toBe(403)
    expect((await get('/api/v1/admin/kvkk-requests', world.driverCookie)).statusCode).toBe(403)
    expect((await post('/api/v1/admin/kvkk-requests/x/complete', {}, { cookie: world.driverCookie })).statusCode).toBe(
      403,
    )
    expect((await get('/api/v1/me/kvkk-requests')).statusCode).toBe(401)
    expect((await get('/api/v1/me/data-export')).statusCode).toBe(401)
  })

  it('deletes end to end: site request → reference mail → staff completes → data gone, rides kept → answer mail', async () => {
    const { world, get, post } = await http()
    const { ctx } = world
    const leaving = await ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', world.leaving.id)
      .executeTakeFirstOrThrow()
    const sent = await post(
      '/api/v1/account-deletion-requests',
      { email: leaving.email, firstName: 'Ayşe', lastName: 'Yılmaz', reason: 'Moving abroad' },
      { 'accept-language': 'en' },
    )
    expect(sent.statusCode).toBe(201)
    const { id, reference } = json(sent.body)
    expect(reference).toMatch(/^KVKK-2026-\d{6}$/)
    const receipt = ctx.mails.at(-1)!
    expect(receipt).toMatchObject({ to: leaving.email, subject: `We received your request ${reference}` })
    expect(receipt.text).toContain('by Apr 14, 2026')
    const token = tokenIn(receipt.text)

    const queue = json((await get('/api/v1/admin/kvkk-requests', world.adminCookie)).body)
    const listed = queue.items.find((r: { id: string }) => r.id === id)
    expect(listed).toMatchObject({
      reference,
      status: 'RECEIVED',
      deadline: '2026-04-14',
      daysLeft: 30,
      overdue: false,
      email: leaving.email,
    })

    const started = await post(`/api/v1/admin/kvkk-requests/${id}/start`, {}, { cookie: world.adminCookie })
    expect(json(started.body).status).toBe('IN_PROGRESS')
    expect(json(started.body).account).toMatchObject({ id: world.leaving.id, email: leaving.email })
    const confirmed = await post('/api/v1/kvkk-requests/confirm', { token })
    expect(json(confirmed.body)).toEqual({ reference, alreadyConfirmed: false })
    const done = await post(`/api/v1/admin/kvkk-requests/${id}/complete`, {}, { cookie: world.adminCookie })
    expect(done.statusCode, done.body).toBe(200)
    expect(json(done.body)).toMatchObject({ status: 'COMPLETED', reference, email: '' })

    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', world.leaving.id)
      .executeTakeFirstOrThrow()
    expect(user).toMatchObject({
      firstName: 'Anonymised',
      lastName: '',
      phone: null,
      email: `deleted-${world.leaving.id}@deleted.invalid`,
    })
    expect(
      await ctx.db.selectFrom('favorite_locations').select('id').where('userId', '=', world.leaving.id).execute(),
    ).toEqual([])
    expect(await ctx.db.selectFrom('accounts').select('id').where('userId', '=', world.leaving.id).execute()).toEqual(
      [],
    )
    const ride = await ctx.db
      .selectFrom('rides')
      .select(['passengerId', 'fareKurus'])
      .where('id', '=', world.ride)
      .executeTakeFirstOrThrow()
    expect(ride).toMatchObject({ passengerId: world.leaving.id, fareKurus: 25_000 })
    expect((await get('/api/v1/me', world.leavingCookie)).statusCode).toBe(401)

    const answer = ctx.mails.at(-1)!
    expect(answer).toMatchObject({ to: leaving.email, subject: `Your request ${reference} is complete` })
    const again = await post(`/api/v1/admin/kvkk-requests/${id}/complete`, {}, { cookie: world.adminCookie })
    expect(again.statusCode).toBe(409)
    const audit = await ctx.db
      .selectFrom('staff_actions')
      .select(['action', 'actorId', 'before', 'after'])
      .where('recordId', '=', id)
      .orderBy('createdAt')
      .execute()
    expect(audit.map((a) => a.action).sort()).toEqual([
      'kvkk_request.complete',
      'kvkk_request.start',
      'kvkk_request.verify',
    ])
    expect(audit.find((a) => a.action === 'kvkk_request.complete')).toMatchObject({
      actorId: world.admin.id,
      before: JSON.stringify({ status: 'IN_PROGRESS', statusReason: null }),
    })
  })

  it('lets SUPPORT staff answer requests too', async () => {
    const { world, get } = await http()
    const support = await world.ctx.createUser({ type: 'SUPPORT' })
    const cookie = await signInStaff(world.ctx, support)
    expect((await get('/api/v1/admin/kvkk-requests', cookie)).statusCode).toBe(200)
  })

  it('rejects with a reason that is mailed, and refuses an empty reason with 400', async () => {
    const { world, post } = await http()
    const sent = json(
      (
        await post('/api/v1/account-deletion-requests', {
          email: 'x@example.com',
          firstName: 'X',
          lastName: 'Y',
          reason: 'r',
        })
      ).body,
    )
    const empty = await post(
      `/api/v1/admin/kvkk-requests/${sent.id}/reject`,
      { reason: ' ' },
      { cookie: world.adminCookie },
    )
    expect(empty.statusCode).toBe(400)
    const rejected = await post(
      `/api/v1/admin/kvkk-requests/${sent.id}/reject`,
      { reason: 'No account with this address.' },
      { cookie: world.adminCookie },
    )
    expect(json(rejected.body)).toMatchObject({ status: 'REJECTED', statusReason: 'No account with this address.' })
    const answer = world.ctx.mails.at(-1)!.text
    expect(answer).toContain('No account with this address.')
    // sent from a no-reply address: it names where to write instead of “reply to this email”
    expect(answer).not.toMatch(/reply to this/i)
    expect(answer).toContain('destek@durak.com.tr')
  })

  it('lets a signed-in user ask for deletion once, with a reference, and see it', async () => {
    const { world, get, post } = await http()
    const first = await post(
      '/api/v1/me/kvkk-requests',
      { reason: 'Not needed' },
      { cookie: await world.ctx.signIn(world.otherPassenger) },
    )
    expect(first.statusCode).toBe(201)
    expect(json(first.body)).toMatchObject({ kind: 'DELETION', status: 'RECEIVED', deadline: '2026-04-14' })
    const cookie = await world.ctx.signIn(world.otherPassenger)
    const second = await post('/api/v1/me/kvkk-requests', { reason: 'Again' }, { cookie })
    expect(second.statusCode).toBe(409)
    const mine = json((await get('/api/v1/me/kvkk-requests', cookie)).body)
    expect(mine.items.map((r: { reference: string }) => r.reference)).toContain(json(first.body).reference)
  })

  it('exports everything about the user as one JSON file, rides with their events', async () => {
    const { world, get } = await http()
    const response = await get('/api/v1/me/data-export', world.driverCookie)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe('attachment; filename="durak-data-2026-03-15.json"')
    const data = json(response.body)
    expect(data.profile.id).toBe(world.driver.id)
    expect(data.driverProfile.vehiclePlate).toBe('34 ABC 12')
    expect(data.ridesAsDriver.length).toBeGreaterThanOrEqual(4)
    expect(data.ridesAsDriver[0]).toHaveProperty('events')
    expect(data.ridesAsPassenger).toEqual([])
    expect(data.generatedAt).toBe('2026-03-15T12:00:00.000Z')
    expect(data.kvkkRequests).toEqual([])
    // downloading changes nothing: no request is recorded
    const requests = await world.ctx.db
      .selectFrom('account_deletion_requests')
      .select('id')
      .where('userId', '=', world.driver.id)
      .execute()
    expect(requests).toEqual([])
  })
})
