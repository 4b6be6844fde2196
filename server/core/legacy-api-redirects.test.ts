import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '#server/test/context.ts'
import { httpOf, json } from '#server/test/api-world.ts'

describe('the unversioned paths of before /api/v1', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext('sqlite')
  })
  afterAll(async () => ctx?.destroy())
  const { get, post } = httpOf(() => ctx)

  it('answer GET with 308 to the same route under /api/v1, query string kept', async () => {
    const moved = await get('/api/me/rides?limit=2&status=COMPLETED')
    expect(moved.statusCode).toBe(308)
    expect(moved.headers.location).toBe('/api/v1/me/rides?limit=2&status=COMPLETED')
    expect(json(moved.body).error.code).toBe('MOVED_PERMANENTLY')
    const ready = await get('/api/ready')
    expect([ready.statusCode, ready.headers.location]).toEqual([308, '/api/v1/ready'])
    expect((await get(ready.headers.location as string)).statusCode).toBe(200)
  })

  it('answer POST with 308 too, which keeps the method and the body when followed', async () => {
    const moved = await post('/api/register', { firstName: 'A' })
    expect([moved.statusCode, moved.headers.location]).toEqual([308, '/api/v1/register'])
    const deletion = await post('/api/account-deletion-requests', {})
    expect([deletion.statusCode, deletion.headers.location]).toEqual([308, '/api/v1/account-deletion-requests'])
  })

  it('redirect only the routes that existed, with their methods: anything else is a JSON 404', async () => {
    expect((await post('/api/me', {})).statusCode).toBe(404)
    expect((await get('/api/register')).statusCode).toBe(404)
    const unknown = await get('/api/taxis/nearby')
    expect(unknown.statusCode).toBe(404)
    expect(json(unknown.body).error.code).toBe('NOT_FOUND')
  })
})
