import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PREFIX, AUTH_PREFIX } from '#shared/api-paths.ts'
import { httpOf, json } from '#server/test/api-world.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { AUTH_OPERATIONS } from './auth-operations.ts'
import { openApiPath } from './api-operation.ts'

type Doc = {
  openapi: string
  paths: Record<
    string,
    Record<string, { operationId: string; responses: Record<string, unknown>; security: unknown[] }>
  >
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> }
}

describe.each(DIALECTS)('the OpenAPI document on %s', (dialect) => {
  let ctx: TestContext
  let doc: Doc
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
    // before the first request: routes can still be added, and an undocumented one must be refused
    expect(() => ctx.app.get(`${API_PREFIX}/sneaky`, async () => ({}))).toThrow(
      /is not documented: declare it with defineRoute/,
    )
    doc = json((await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).body)
  })
  afterAll(async () => ctx?.destroy())
  const { get } = httpOf(() => ctx)
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        path,
        operation,
      })),
    )

  it('is OpenAPI 3.1 and holds every /api/v1 route the server registered, and nothing else under /api/v1', () => {
    expect(doc.openapi).toBe('3.1.0')
    const registered = ctx.app.registeredApiRoutes
      .filter((r) => !r.startsWith('HEAD '))
      .map((r) => openApiPath(r))
      .sort()
    expect(registered).toEqual(
      expect.arrayContaining([`GET ${API_PREFIX}/me`, `POST ${API_PREFIX}/register`, `GET ${API_PREFIX}/openapi.json`]),
    )
    const documented = operations()
      .map((o) => o.key)
      .filter((key) => key.split(' ')[1]!.startsWith(`${API_PREFIX}/`))
      .sort()
    expect(documented).toEqual(registered)
  })

  it("documents better-auth's sign-in, session and sign-out endpoints, which the server answers", () => {
    const auth = operations().filter((o) => o.path.startsWith(AUTH_PREFIX))
    expect(auth.map((o) => o.operation.operationId).sort()).toEqual(AUTH_OPERATIONS.map((o) => o.operationId).sort())
    expect(auth.map((o) => o.key)).toContain(`POST ${AUTH_PREFIX}/sign-in/email`)
    expect(Object.keys(doc.components.securitySchemes)).toContain('sessionCookie')
  })

  it('gives every operation a unique id, a success answer, its errors, and refs that resolve', () => {
    const ids = operations().map((o) => o.operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { key, operation } of operations()) {
      expect(
        Object.keys(operation.responses).some((s) => s.startsWith('2')),
        key,
      ).toBe(true)
      expect(operation.responses['500'], key).toBeDefined()
      expect(operation.responses['503'], key).toBeDefined()
    }
    const me = doc.paths[`${API_PREFIX}/me`]!.get!
    expect(Object.keys(me.responses)).toEqual(['200', '401', '404', '500', '503'])
    expect(me.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }])
    const users = doc.paths[`${API_PREFIX}/users`]!.get!
    expect(Object.keys(users.responses)).toEqual(['200', '400', '401', '403', '500', '503'])
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!)
    expect(refs.length).toBeGreaterThan(10)
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref)
  })

  it('describes request bodies and query strings from the same zod schemas the routes parse with', () => {
    const register = doc.paths[`${API_PREFIX}/register`]!.post! as unknown as {
      requestBody: {
        content: { 'application/json': { schema: { required: string[]; properties: Record<string, unknown> } } }
      }
    }
    const body = register.requestBody.content['application/json'].schema
    expect(body.required).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'password',
      'passwordConfirmation',
      'city',
      'privacyNoticeVersion',
    ])
    // the İYS consent is optional (opt-in, false unless given)
    expect(body.properties.marketingConsent).toMatchObject({ type: 'boolean', default: false })
    expect(body.properties.city).toMatchObject({ enum: expect.arrayContaining(['Istanbul', 'Van']) })
    const rides = doc.paths[`${API_PREFIX}/me/rides`]!.get! as unknown as {
      parameters: { name: string; in: string; schema: unknown }[]
    }
    expect(rides.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['query:limit', 'query:cursor', 'query:status'])
    expect(rides.parameters[0]!.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 50, default: 10 })
  })

  it('documents the ride lifecycle and fare estimates: the bearer scheme, SSE, Idempotency-Key, role refusals', () => {
    expect(doc.components.securitySchemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' })
    type Op = { parameters?: { name: string; in: string; required: boolean }[]; responses: Record<string, unknown> }
    const op = (path: string, method: 'get' | 'post' | 'put') =>
      (doc.paths[`${API_PREFIX}${path}`] as unknown as Record<string, Op>)[method]!
    const events = op('/rides/{rideId}/events', 'get').responses['200'] as { content: Record<string, unknown> }
    expect(Object.keys(events.content)).toEqual(['text/event-stream'])
    const request = op('/rides', 'post')
    expect(request.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
    )
    expect(Object.keys(request.responses)).toEqual([
      '200',
      '201',
      '400',
      '401',
      '403',
      '409',
      '413',
      '415',
      '422',
      '429',
      '500',
      '503',
    ])
    // per-account limits (issue 22, item 7): streams and ride requests answer 429 in the document too
    expect(Object.keys(op('/rides/{rideId}/events', 'get').responses)).toContain('429')
    expect(Object.keys(op('/driver/events', 'get').responses)).toContain('429')
    expect(Object.keys(op('/driver/position', 'put').responses)).toContain('204')
    expect(Object.keys(op('/driver/offers', 'get').responses)).toEqual(['200', '401', '403', '409', '500', '503'])
    expect(op('/fare-estimates', 'post').responses['401']).toBeUndefined()
  })

  it('serves a reference page at /api/docs under our CSP: contents by group, every operation, one script of ours', async () => {
    const page = await get('/api/docs')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['content-security-policy']).toContain("default-src 'self'")
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')*;/)
    for (const { operation } of operations()) {
      expect(page.body).toContain(`id="${operation.operationId}"`)
      expect(page.body).toContain(`<li data-entry="${operation.operationId}"><a href="#${operation.operationId}">`)
    }
    expect(page.body).toContain('<a class="tag-link" href="#tag-reference">Reference (1)</a>')
    expect(page.body).toContain('href="#schema-Profile"')
    expect(page.body).toContain('<details class="schema" id="schema-Profile"')
    // the only script is a file of our origin (CSP `script-src 'self'`), none inline, nothing from elsewhere
    expect([...page.body.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script src="/api/docs/filter.js" defer>',
    ])
    expect(page.body).not.toMatch(/src="http|href="http/i)
    const script = await get('/api/docs/filter.js')
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.body).toContain("getElementById('filter')")
  })
})
