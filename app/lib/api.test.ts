import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiErrorBodySchema } from '#shared/schemas/api-responses.ts'
import { apiErrorOf, apiFetch, ApiRequestError } from './api.ts'

afterEach(() => vi.unstubAllGlobals())

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async () => new Response(body, { status, statusText: 'Bad Gateway', headers }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiRequestError)
  return error as ApiRequestError
}

describe('apiFetch', () => {
  it('sends the page language in x-durak-lang and returns the JSON', async () => {
    const fetchMock = answer(200, '{"ok":true}')
    await expect(apiFetch('/api/v1/me', { lang: 'en' })).resolves.toEqual({ ok: true })
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(init.headers).toMatchObject({ 'x-durak-lang': 'en', 'accept-language': 'en' })
  })
  it('throws the error body of the answer as an ApiRequestError', async () => {
    answer(400, JSON.stringify({ error: { code: 'VALIDATION', message: 'Geçersiz.', fields: { email: 'email' } } }), {
      'retry-after': '30',
    })
    const error = await failure(apiFetch('/api/v1/register', { method: 'POST', body: {}, lang: 'tr' }))
    expect([error.status, error.code, error.message, error.fields, error.retryAfterSeconds]).toEqual([
      400,
      'VALIDATION',
      'Geçersiz.',
      { email: 'email' },
      30,
    ])
  })
  it("falls back to the status when the body is not our error shape (a proxy's HTML page)", async () => {
    answer(502, '<html>Bad gateway</html>')
    const error = await failure(apiFetch('/api/v1/me', { lang: 'tr' }))
    expect([error.status, error.code, error.message, error.fields]).toEqual([502, 'HTTP_502', 'Bad Gateway', {}])
  })
  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const error = await failure(apiFetch('/api/v1/me', { lang: 'tr' }))
    expect([error.status, error.code]).toEqual([0, 'NETWORK'])
  })
})

describe('apiErrorOf (ApiErrorBody without zod in the browser)', () => {
  const cases: unknown[] = [
    { error: { code: 'X', message: 'm' } },
    { error: { code: 'X', message: 'm', fields: { email: 'emailInvalid' } } },
    { error: { code: 'X', message: 'm', fields: { email: 1 } } },
    { error: { code: 'X', message: 'm', fields: ['a'] } },
    { error: { code: 'X', message: 'm', fields: null } },
    { error: { code: 1, message: 'm' } },
    { error: { code: 'X' } },
    { error: ['X'] },
    { error: 'X' },
    null,
    'text',
    42,
    [],
  ]
  it('accepts exactly what ApiErrorBodySchema accepts', () => {
    const accepted = cases.filter((body) => apiErrorOf(body) !== undefined)
    expect(accepted).toHaveLength(2)
    for (const body of cases) expect(apiErrorOf(body)).toEqual(ApiErrorBodySchema.safeParse(body).data?.error)
  })
})
