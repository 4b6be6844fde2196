import { describe, expect, it } from 'vitest'
import { createApiWorld, httpOf, json, onePerDialect } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'

/** Issue 22, item 13: a KVKK request completes only in progress, for an existing account, once the requester is verified. */
const worldOf = onePerDialect(createApiWorld)

const tokenIn = (text: string) => /#verify=([\w-]+)/.exec(text)![1]!

describe.each(DIALECTS)('KVKK completion guard on %s', (dialect) => {
  const http = async () => {
    const world = await worldOf(dialect)
    const h = httpOf(() => world.ctx)
    const admin = { cookie: world.adminCookie, 'accept-language': 'en' }
    const file = async (email: string) => {
      const sent = await h.post(
        '/api/v1/account-deletion-requests',
        { email, firstName: 'Deniz', lastName: 'Ak', reason: 'Leaving' },
        { 'accept-language': 'en' },
      )
      expect(sent.statusCode).toBe(201)
      return { id: json(sent.body).id as string, mail: world.ctx.mails.at(-1)! }
    }
    const act = (id: string, step: string, body: object = {}) =>
      h.post(`/api/v1/admin/kvkk-requests/${id}/${step}`, body, admin)
    const page = async (id: string) => json((await h.get(`/api/v1/admin/kvkk-requests/${id}`, world.adminCookie)).body)
    // each test its own account: a completed deletion anonymises it
    const owner = await world.ctx.createUser({ type: 'PASSENGER', firstName: 'Deniz', lastName: 'Ak' })
    return { world, owner, ...h, file, act, page }
  }

  it('shows the account the e-mail matches, or none', async () => {
    const { owner, file, page } = await http()
    const matched = await file(owner.email)
    expect((await page(matched.id)).account).toEqual({
      id: owner.id,
      name: 'Deniz Ak',
      email: owner.email,
      userType: 'PASSENGER',
      isActive: true,
    })
    const stranger = await file('nobody-here@example.com')
    expect((await page(stranger.id)).account).toBeNull()
  })

  it('refuses “complete” straight from “received” with 409 KVKK_REQUEST_NOT_STARTED', async () => {
    const { owner, file, act, post } = await http()
    const { id, mail } = await file(owner.email)
    await post('/api/v1/kvkk-requests/confirm', { token: tokenIn(mail.text) })
    const early = await act(id, 'complete')
    expect(early.statusCode).toBe(409)
    expect(json(early.body).error).toEqual({
      code: 'KVKK_REQUEST_NOT_STARTED',
      message: 'Mark the request “in progress” first, then answer it.',
    })
  })

  it('refuses to complete an unverified deletion; the mailed link verifies it once, recorded and audited', async () => {
    const { world, owner, file, act, post, page } = await http()
    const mailsBefore = world.ctx.mails.length
    const { id, mail } = await file(owner.email)
    expect(mail.text).toContain('Please confirm it by opening this link within 7 days')
    expect(mail.text).toContain(`http://durak.test/en/hesap-silme-talebi#verify=`)
    await act(id, 'start')
    const unverified = await act(id, 'complete')
    expect(unverified.statusCode).toBe(409)
    expect(json(unverified.body).error.code).toBe('KVKK_NOT_VERIFIED')
    expect((await page(id)).verification).toBeNull()
    expect(world.ctx.mails.length).toBe(mailsBefore + 1) // no answer mail went out

    const wrong = await post('/api/v1/kvkk-requests/confirm', { token: 'x'.repeat(43) }, { 'accept-language': 'en' })
    expect(wrong.statusCode).toBe(400)
    expect(json(wrong.body).error.code).toBe('KVKK_LINK_INVALID')
    const token = tokenIn(mail.text)
    expect(json((await post('/api/v1/kvkk-requests/confirm', { token })).body).alreadyConfirmed).toBe(false)
    expect(json((await post('/api/v1/kvkk-requests/confirm', { token })).body).alreadyConfirmed).toBe(true)
    expect((await page(id)).verification).toEqual({
      method: 'EMAIL_LINK',
      at: world.ctx.now.toISOString(),
      byId: null,
      note: null,
    })
    const audit = await world.ctx.db
      .selectFrom('staff_actions')
      .select(['action', 'actorId', 'after'])
      .where('recordId', '=', id)
      .where('action', '=', 'kvkk_request.verify')
      .execute()
    expect(audit).toEqual([
      {
        action: 'kvkk_request.verify',
        actorId: 'requester',
        after: JSON.stringify({ verificationMethod: 'EMAIL_LINK' }),
      },
    ])
    expect((await act(id, 'complete')).statusCode).toBe(200)
    // the link works no more once the request is answered
    expect((await post('/api/v1/kvkk-requests/confirm', { token })).statusCode).toBe(400)
  })

  it('lets staff verify with a note (who, when, how), shown on the page and in the audit log', async () => {
    const { world, owner, file, act, page } = await http()
    const { id } = await file(owner.email)
    const empty = await act(id, 'verify', { note: ' ' })
    expect(empty.statusCode).toBe(400)
    const note = 'Called the phone number on the account; she confirmed.'
    const verified = await act(id, 'verify', { note })
    expect(verified.statusCode, verified.body).toBe(200)
    expect(json(verified.body).verification).toEqual({
      method: 'STAFF_NOTE',
      at: world.ctx.now.toISOString(),
      byId: world.admin.id,
      note,
    })
    expect(json(verified.body).verifiedByName).toBeTruthy()
    expect((await act(id, 'verify', { note })).statusCode).toBe(409)
    const audit = await world.ctx.db
      .selectFrom('staff_actions')
      .select(['actorId', 'after'])
      .where('recordId', '=', id)
      .where('action', '=', 'kvkk_request.verify')
      .execute()
    expect(audit).toEqual([
      { actorId: world.admin.id, after: JSON.stringify({ verificationMethod: 'STAFF_NOTE', note }) },
    ])
    await act(id, 'start')
    expect((await page(id)).status).toBe('IN_PROGRESS')
    const ended: { userId: string; sessionId?: string }[] = []
    const stop = world.ctx.auth.sessionEnds.listen((e) => ended.push(e))
    expect((await act(id, 'complete')).statusCode).toBe(200)
    stop()
    // the erasure deleted the account's sessions: its open live streams are told to end (issue 22, item 5)
    expect(ended).toEqual([{ userId: owner.id }])
  })

  it('never “completes” a request for an address with no account: answered as “no data held”, with its own mail', async () => {
    const { world, file, act, post } = await http()
    const { id, mail } = await file('no-account@example.com')
    await post('/api/v1/kvkk-requests/confirm', { token: tokenIn(mail.text) })
    await act(id, 'start')
    const complete = await act(id, 'complete')
    expect(complete.statusCode).toBe(409)
    expect(json(complete.body).error.code).toBe('KVKK_NO_ACCOUNT')
    expect(world.ctx.mails.at(-1)!.subject).not.toMatch(/complete/)
    const answered = await act(id, 'no-data')
    expect(answered.statusCode, answered.body).toBe(200)
    expect(json(answered.body)).toMatchObject({ status: 'NO_DATA', account: null })
    const answer = world.ctx.mails.at(-1)!
    expect(answer.to).toBe('no-account@example.com')
    expect(answer.text).toContain('hold none: no Durak account is registered with it')
    expect(answer.text).not.toContain('we deleted')
  })

  it('refuses “no data held” when an account has the address (409 KVKK_ACCOUNT_EXISTS)', async () => {
    const { owner, file, act } = await http()
    const { id } = await file(owner.email)
    await act(id, 'start')
    const refused = await act(id, 'no-data')
    expect(refused.statusCode).toBe(409)
    expect(json(refused.body).error.code).toBe('KVKK_ACCOUNT_EXISTS')
  })

  it('mails a new link on staff’s request; the old one stops working', async () => {
    const { world, file, act, post } = await http()
    const { id, mail } = await file('again@example.com')
    const sent = await act(id, 'send-verification-link')
    expect(sent.statusCode).toBe(200)
    const again = world.ctx.mails.at(-1)!
    expect(again).toMatchObject({ to: 'again@example.com' })
    expect((await post('/api/v1/kvkk-requests/confirm', { token: tokenIn(mail.text) })).statusCode).toBe(400)
    expect((await post('/api/v1/kvkk-requests/confirm', { token: tokenIn(again.text) })).statusCode).toBe(200)
  })

  it('records a signed-in request as verified by the account’s own session', async () => {
    const { world, owner, post, page } = await http()
    const cookie = await world.ctx.signIn(owner)
    const sent = await post('/api/v1/me/kvkk-requests', { reason: 'Done with it' }, { cookie })
    expect(sent.statusCode).toBe(201)
    expect((await page(json(sent.body).id)).verification).toMatchObject({ method: 'SIGNED_IN', byId: owner.id })
  })

  it('lists every request under ALL, a completed one too; OPEN stays the default view; the CSV follows', async () => {
    const { world, owner, file, act, get, post } = await http()
    const { id: done, mail } = await file(owner.email)
    await post('/api/v1/kvkk-requests/confirm', { token: tokenIn(mail.text) })
    await act(done, 'start')
    expect((await act(done, 'complete')).statusCode).toBe(200)
    const { id: open } = await file('still-open@example.com')
    const ids = async (query: string) =>
      json((await get(`/api/v1/admin/kvkk-requests${query}`, world.adminCookie)).body).items.map(
        (r: { id: string }) => r.id,
      )
    expect(await ids('?status=ALL&limit=50')).toEqual(expect.arrayContaining([done, open]))
    expect(await ids('?limit=50')).toContain(open)
    expect(await ids('?limit=50')).not.toContain(done)
    const csv = await get('/api/v1/admin/kvkk-requests/export?status=ALL', world.adminCookie)
    expect(csv.statusCode).toBe(200)
    const references = json((await get(`/api/v1/admin/kvkk-requests/${done}`, world.adminCookie)).body).reference
    expect(csv.body).toContain(references)
  })
})
