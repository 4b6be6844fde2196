import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { toIso } from '#server/db/database.ts'
import { httpOf } from '#server/test/api-world.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'

/**
 * The one session read per request (server/core/session.ts) is as strict as better-auth's own
 * check: a session that is signed out, revoked, expired or carried by a forged cookie is refused
 * on the very next request, and a session due for renewal is renewed.
 */
describe.each(DIALECTS)('session check on %s', (dialect) => {
  let ctx: TestContext
  let user: { id: string; email: string; password: string }
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
    user = await ctx.createUser({ type: 'PASSENGER' })
  })
  afterAll(async () => ctx?.destroy())
  const { get, post } = httpOf(() => ctx)
  const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!.split(';')[0]!).split('.')[0]!

  it('refuses a session on the request right after its sign-out', async () => {
    const cookie = await ctx.signIn(user)
    expect((await get('/api/v1/me/summary', cookie)).statusCode).toBe(200)
    expect((await post('/api/auth/sign-out', {}, { cookie })).statusCode).toBe(200)
    expect((await get('/api/v1/me/summary', cookie)).statusCode).toBe(401)
  })

  it('refuses a session revoked in the database (another device, a password reset)', async () => {
    const cookie = await ctx.signIn(user)
    expect((await get('/api/v1/me/rides', cookie)).statusCode).toBe(200)
    await ctx.db.deleteFrom('sessions').where('token', '=', tokenOf(cookie)).execute()
    expect((await get('/api/v1/me/rides', cookie)).statusCode).toBe(401)
  })

  it('refuses an expired session and a cookie whose signature does not match', async () => {
    const cookie = await ctx.signIn(user)
    const forged = cookie.replace(/\.[^.;]+(;|$)/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D$1')
    expect(forged).not.toBe(cookie)
    expect((await get('/api/v1/me', forged)).statusCode).toBe(401)
    expect((await get('/api/v1/me', `durak.session_token=${tokenOf(cookie)}`)).statusCode).toBe(401)
    await ctx.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('token', '=', tokenOf(cookie))
      .execute()
    expect((await get('/api/v1/me', cookie)).statusCode).toBe(401)
  })

  it('renews a session that is due (older than updateAge), as better-auth does', async () => {
    const cookie = await ctx.signIn(user)
    // Two days into a 7-day idle window: due for renewal after one day.
    const lateExpiry = new Date(Date.now() + 5 * 86_400_000).toISOString()
    await ctx.db.updateTable('sessions').set({ expiresAt: lateExpiry }).where('token', '=', tokenOf(cookie)).execute()
    expect((await get('/api/v1/me', cookie)).statusCode).toBe(200)
    const row = await ctx.db
      .selectFrom('sessions')
      .select('expiresAt')
      .where('token', '=', tokenOf(cookie))
      .executeTakeFirstOrThrow()
    expect(Date.parse(toIso(row.expiresAt))).toBeGreaterThan(Date.now() + 6.9 * 86_400_000)
  })

  it('takes the same lean check for the cookie, the signed bearer (encoded or not) and the raw token, and refuses each after sign-out', async () => {
    const cookie = await ctx.signIn(user)
    const encoded = cookie.split('=')[1]!.split(';')[0]!
    const signed = decodeURIComponent(encoded)
    const raw = tokenOf(cookie)
    const forms: Record<string, Record<string, string>> = {
      cookie: { cookie },
      'signed bearer (set-auth-token)': { authorization: `Bearer ${signed}` },
      'URL-encoded signed bearer': { authorization: `Bearer ${encoded}` },
      'raw bearer': { authorization: `Bearer ${raw}` },
    }
    const fullPipeline = vi.spyOn(ctx.auth.api, 'getSession')
    try {
      for (const [form, headers] of Object.entries(forms))
        expect((await get('/api/v1/me', undefined, headers)).statusCode, form).toBe(200)
      // none of them needed better-auth's own session pipeline
      expect(fullPipeline).not.toHaveBeenCalled()
    } finally {
      fullPipeline.mockRestore()
    }
    const forged = `${signed.slice(0, signed.lastIndexOf('.'))}.${'A'.repeat(43)}=`
    expect((await get('/api/v1/me', undefined, { authorization: `Bearer ${forged}` })).statusCode).toBe(401)
    expect((await post('/api/auth/sign-out', {}, { cookie })).statusCode).toBe(200)
    for (const [form, headers] of Object.entries(forms))
      expect((await get('/api/v1/me', undefined, headers)).statusCode, form).toBe(401)
  })
})
