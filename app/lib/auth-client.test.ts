import { afterEach, describe, expect, it, vi } from 'vitest'
import { authClient } from './auth-client.ts'

const fetchMock = vi.fn<typeof fetch>()
vi.stubGlobal('fetch', fetchMock)
afterEach(() => fetchMock.mockReset())

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status, headers })

describe('authClient (plain fetch to better-auth)', () => {
  it('signs in with a JSON POST to /api/auth/sign-in/email and returns the user', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { token: 't', user: { id: 'u1', userType: 'DRIVER' } }))
    const result = await authClient.signIn.email({ email: 'a@b.co', password: 'secret1' })
    expect(result).toEqual({ data: { token: 't', user: { id: 'u1', userType: 'DRIVER' } }, error: null })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/auth/sign-in/email')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.co', password: 'secret1' })
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
  })

  it("returns a refusal's status, code and the lock's retryAfterSeconds from the body", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(429, { code: 'ACCOUNT_TEMPORARILY_LOCKED', message: 'locked', retryAfterSeconds: 600 }),
    )
    const { data, error } = await authClient.signIn.email({ email: 'a@b.co', password: 'x' })
    expect(data).toBeNull()
    expect(error).toEqual({
      status: 429,
      code: 'ACCOUNT_TEMPORARILY_LOCKED',
      message: 'locked',
      retryAfterSeconds: 600,
      retryAfterHeader: null,
    })
  })

  it("reads better-auth's IP limiter wait from the X-Retry-After header", async () => {
    fetchMock.mockResolvedValueOnce(answer(429, undefined, { 'x-retry-after': '42' }))
    const { error } = await authClient.requestPasswordReset({ email: 'a@b.co', redirectTo: '/reset-password' })
    expect(error).toMatchObject({ status: 429, retryAfterHeader: 42, code: undefined })
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/request-password-reset')
  })

  it('reads the session with a GET, null when nobody is signed in', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, null))
    expect(await authClient.getSession()).toEqual({ data: null, error: null })
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/get-session')
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET')
  })

  it('signs out with a POST and throws when the server cannot be reached', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true }))
    expect((await authClient.signOut()).error).toBeNull()
    expect(fetchMock.mock.calls[0]).toMatchObject(['/api/auth/sign-out', { method: 'POST' }])
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(authClient.signOut()).rejects.toThrow('Failed to fetch')
  })
})
