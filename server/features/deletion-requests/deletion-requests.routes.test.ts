import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpOf, json } from '#server/test/api-world.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'

describe.each(DIALECTS)('POST /api/v1/account-deletion-requests on %s', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.destroy())
  const { post } = httpOf(() => ctx)
  const request = {
    email: 'someone@example.com',
    firstName: 'Ali',
    lastName: 'Veli',
    reason: 'I no longer use the app',
  }

  it('stores a request and returns 201', async () => {
    const response = await post('/api/v1/account-deletion-requests', request, { 'x-forwarded-for': '1.1.1.1' })
    expect(response.statusCode).toBe(201)
    const rows = await ctx.db.selectFrom('account_deletion_requests').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ ...request, status: 'RECEIVED', language: 'tr' })
    expect(json(response.body)).toEqual({
      id: rows[0]!.id,
      reference: rows[0]!.reference,
      status: 'RECEIVED',
      createdAt: ctx.now.toISOString(),
      deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    expect(rows[0]!.reference).toMatch(/^KVKK-\d{4}-000001$/)
    expect(ctx.mails.at(-1)).toMatchObject({
      to: request.email,
      subject: `${rows[0]!.reference} numaralı talebinizi aldık`,
    })
  })
  it('answers missing fields with 400 per field', async () => {
    const response = await post('/api/v1/account-deletion-requests', { email: '', firstName: 'A' })
    expect(response.statusCode).toBe(400)
    expect(json(response.body).error.fields).toEqual({
      email: 'emailRequired',
      lastName: 'lastNameRequired',
      reason: 'reasonRequired',
    })
  })
  it('limits each address to 5 requests an hour with 429 and Retry-After', async () => {
    const statuses: number[] = []
    const ip = { 'x-forwarded-for': '2.2.2.2' }
    for (let i = 0; i < 5; i++) statuses.push((await post('/api/v1/account-deletion-requests', request, ip)).statusCode)
    expect(statuses).toEqual([201, 201, 201, 201, 201])
    const limited = await post('/api/v1/account-deletion-requests', request, { ...ip, 'accept-language': 'en' })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(json(limited.body).error.message).toMatch(/Too many requests/)
  })
})
