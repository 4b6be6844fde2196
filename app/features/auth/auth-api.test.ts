import { afterEach, describe, expect, it, vi } from 'vitest'
import { requestPasswordReset, resetPassword, signInWithEmail } from './auth-api.ts'

const fetchMock = vi.fn<typeof fetch>()
vi.stubGlobal('fetch', fetchMock)
afterEach(() => fetchMock.mockReset())

describe('auth-api: better-auth outcomes reduced to what the messages need', () => {
  it("returns the account's user type after a sign-in", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ user: { id: 'u1', userType: 'passenger' } }))
    expect(await signInWithEmail({ email: 'a@b.co', password: 'secret1' })).toEqual({
      ok: true,
      data: { userType: 'passenger' },
    })
  })

  it("prefers the lock's retryAfterSeconds, else the limiter's header", async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { code: 'ACCOUNT_TEMPORARILY_LOCKED', retryAfterSeconds: 300 },
        { status: 429, headers: { 'x-retry-after': '9' } },
      ),
    )
    expect(await signInWithEmail({ email: 'a@b.co', password: 'x' })).toEqual({
      ok: false,
      failure: { status: 429, code: 'ACCOUNT_TEMPORARILY_LOCKED', retryAfterSeconds: 300 },
    })
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 429, headers: { 'x-retry-after': '90' } }))
    expect(await requestPasswordReset('a@b.co', 'en')).toEqual({
      ok: false,
      failure: { status: 429, code: undefined, retryAfterSeconds: 90 },
    })
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({
      email: 'a@b.co',
      redirectTo: '/en/reset-password',
    })
  })

  it('reports an unreachable server as status 0, code NETWORK', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await resetPassword('secret12', 'tok')).toEqual({ ok: false, failure: { status: 0, code: 'NETWORK' } })
  })

  it("passes better-auth's code for an expired reset token", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ code: 'INVALID_TOKEN', message: 'invalid token' }, { status: 400 }))
    expect(await resetPassword('secret12', 'old')).toEqual({
      ok: false,
      failure: { status: 400, code: 'INVALID_TOKEN', retryAfterSeconds: null },
    })
  })
})
