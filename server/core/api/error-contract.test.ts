import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PREFIX, AUTH_PREFIX } from '#shared/api-paths.ts'
import { PAGE_LANG_HEADER, type Lang } from '#shared/routes.ts'
import { ApiErrorBodySchema } from '#shared/schemas/api-responses.ts'
import { requestLang, serverT } from '#server/core/i18n.ts'
import { createTestContext, DIALECTS, PUBLIC_URL, type TestContext } from '#server/test/context.ts'
import { AuthErrorBodySchema } from '#shared/schemas/auth-api.ts'
import { openApiPath } from './api-operation.ts'

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
  components: { responses: Record<string, unknown> }
}
type MessageKey = Parameters<ReturnType<typeof serverT>>[0] & `api.${string}`

/** One malformed request; `documented` is `METHOD /path` of its operation, or a shared response of the document. */
type Case = {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  headers?: Record<string, string>
  payload?: string
  status: number
  code: string
  message: MessageKey
  documented: string | { shared: string }
  /** What the request carried that the answer must not repeat. */
  input: string
}

const LONG_ID = 'x'.repeat(150)
const BAD_CURSOR = Buffer.from('not-a-date|id').toString('base64url')
const json = { 'content-type': 'application/json' }
const CASES: Case[] = [
  {
    name: 'a path parameter over 100 characters',
    method: 'GET',
    url: `${API_PREFIX}/rides/${LONG_ID}`,
    ...{ status: 414, code: 'URI_TOO_LONG', message: 'api.uriTooLong' },
    documented: `GET ${API_PREFIX}/rides/:rideId`,
    input: LONG_ID,
  },
  {
    name: 'an overlong UTF-8 dot (%C0%AE) in a path',
    method: 'GET',
    url: `${API_PREFIX}/rides/%C0%AE%C0%AEsecret`,
    ...{ status: 400, code: 'INVALID_URL', message: 'api.invalidUrl' },
    documented: `GET ${API_PREFIX}/rides/:rideId`,
    input: 'secret',
  },
  {
    name: 'a cursor that is not one of ours',
    method: 'GET',
    url: `${API_PREFIX}/me/rides?cursor=${BAD_CURSOR}`,
    ...{ status: 400, code: 'INVALID_CURSOR', message: 'api.invalidCursor' },
    documented: `GET ${API_PREFIX}/me/rides`,
    input: BAD_CURSOR,
  },
  {
    name: 'a query parameter given twice (an array)',
    method: 'GET',
    url: `${API_PREFIX}/me/rides?limit=7&limit=8`,
    ...{ status: 400, code: 'INVALID_INPUT', message: 'api.invalidInput' },
    documented: `GET ${API_PREFIX}/me/rides`,
    input: '7',
  },
  {
    name: 'a query parameter out of its range',
    method: 'GET',
    url: `${API_PREFIX}/me/rides?limit=999999`,
    ...{ status: 400, code: 'INVALID_INPUT', message: 'api.invalidInput' },
    documented: `GET ${API_PREFIX}/me/rides`,
    input: '999999',
  },
  {
    name: 'a body that is not JSON',
    method: 'POST',
    url: `${API_PREFIX}/rides`,
    headers: { ...json, 'idempotency-key': 'k-1' },
    payload: '{"pickup": secret',
    ...{ status: 400, code: 'INVALID_JSON', message: 'api.invalidJson' },
    documented: `POST ${API_PREFIX}/rides`,
    input: 'secret',
  },
  {
    name: 'an empty body sent as JSON',
    method: 'POST',
    url: `${API_PREFIX}/rides`,
    headers: json,
    payload: '',
    ...{ status: 400, code: 'INVALID_JSON', message: 'api.invalidJson' },
    documented: `POST ${API_PREFIX}/rides`,
    input: 'FST_ERR',
  },
  {
    name: 'a body sent as text/plain',
    method: 'POST',
    url: `${API_PREFIX}/rides`,
    headers: { 'content-type': 'text/plain' },
    payload: 'secret',
    ...{ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'api.unsupportedMediaType' },
    documented: `POST ${API_PREFIX}/rides`,
    input: 'text/plain',
  },
  {
    name: 'a body over 64 KB',
    method: 'POST',
    url: `${API_PREFIX}/rides`,
    headers: json,
    payload: JSON.stringify({ note: 'secret'.repeat(12_000) }),
    ...{ status: 413, code: 'BODY_TOO_LARGE', message: 'api.bodyTooLarge' },
    documented: `POST ${API_PREFIX}/rides`,
    input: 'secret',
  },
  {
    name: 'a path the API does not have',
    method: 'GET',
    url: `${API_PREFIX}/no-such-secret`,
    ...{ status: 404, code: 'NOT_FOUND', message: 'api.notFound' },
    documented: { shared: 'NotFound' },
    input: 'secret',
  },
  {
    name: 'a method the path does not have',
    method: 'DELETE',
    url: `${API_PREFIX}/me/rides?secret=1`,
    ...{ status: 405, code: 'METHOD_NOT_ALLOWED', message: 'api.methodNotAllowed' },
    documented: { shared: 'MethodNotAllowed' },
    input: 'secret',
  },
  {
    name: "a body that is not JSON, to better-auth's sign-in",
    method: 'POST',
    url: `${AUTH_PREFIX}/sign-in/email`,
    headers: json,
    payload: '{"email": secret',
    ...{ status: 400, code: 'INVALID_JSON', message: 'api.invalidJson' },
    documented: `POST ${AUTH_PREFIX}/sign-in/email`,
    input: 'secret',
  },
  {
    name: "a body sent as text/plain, to better-auth's sign-in",
    method: 'POST',
    url: `${AUTH_PREFIX}/sign-in/email`,
    headers: { 'content-type': 'text/plain' },
    payload: 'secret',
    ...{ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'api.unsupportedMediaType' },
    documented: `POST ${AUTH_PREFIX}/sign-in/email`,
    input: 'text/plain',
  },
]

const LANGS: { lang: Lang; langHeaders: Record<string, string> }[] = [
  { lang: 'tr', langHeaders: { 'accept-language': 'tr-TR,tr;q=0.9' } },
  { lang: 'en', langHeaders: { 'accept-language': 'en-GB,en;q=0.9' } },
]

describe.each(DIALECTS)('every refusal, the framework’s included, is in the contract on %s', (dialect) => {
  let ctx: TestContext
  let doc: Doc
  let cookie: string
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
    cookie = await ctx.signIn(await ctx.createUser({ type: 'PASSENGER' }))
    doc = (await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json()
  })
  afterAll(async () => ctx?.destroy())

  const send = (c: Case, langHeaders: Record<string, string>) =>
    ctx.app.inject({
      method: c.method,
      url: c.url,
      headers: { origin: PUBLIC_URL, cookie, ...langHeaders, ...c.headers },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    })

  const table = CASES.flatMap((c) => LANGS.map((l) => ({ ...c, ...l })))
  it.each(table)('$name, asked in $lang: $status $code', async (c) => {
    const answer = await send(c, c.langHeaders)
    expect(answer.statusCode).toBe(c.status)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    const body = answer.json()
    const isAuth = c.url.startsWith(AUTH_PREFIX)
    // exactly the documented shape: no Fastify `statusCode`/`error` fields besides it
    const shape = isAuth ? AuthErrorBodySchema.strict() : ApiErrorBodySchema.strict()
    expect(shape.safeParse(body).success, JSON.stringify(body)).toBe(true)
    const error = (isAuth ? body : body.error) as { code: string; message: string }
    expect(error.code).toBe(c.code)
    expect(Object.keys(error).filter((key) => !['code', 'message', 'fields'].includes(key))).toEqual([])
    expect(error.message).toBe(serverT(c.lang)(c.message))
    expect(answer.body).not.toContain(c.input)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['cache-control']).toBe('no-store')
    if (typeof c.documented === 'string') {
      const [method, path] = c.documented.split(' ') as [string, string]
      const operation = doc.paths[openApiPath(path)]?.[method.toLowerCase()]
      expect(Object.keys(operation?.responses ?? {}), c.documented).toContain(String(c.status))
    } else {
      expect(doc.components.responses[c.documented.shared]).toBeDefined()
    }
  })

  it('says which methods a path has when refusing another (405 Allow), and HEAD of a missing path is a bodiless 404', async () => {
    const refused = await ctx.app.inject({ method: 'PUT', url: `${API_PREFIX}/me/rides`, headers: { cookie } })
    expect(refused.statusCode).toBe(405)
    expect(refused.headers.allow).toBe('GET, HEAD')
    const head = await ctx.app.inject({ method: 'HEAD', url: `${API_PREFIX}/no-such-thing` })
    expect(head.statusCode).toBe(404)
    expect(head.body).toBe('')
  })

  it('takes the language from the app’s header before Accept-Language', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/rides/%C0%AE`,
      headers: { [PAGE_LANG_HEADER]: 'en', 'accept-language': 'tr' },
    })
    expect(requestLang({ [PAGE_LANG_HEADER]: 'en', 'accept-language': 'tr' })).toBe('en')
    expect(answer.json().error.message).toBe(serverT('en')('api.invalidUrl'))
  })
})
