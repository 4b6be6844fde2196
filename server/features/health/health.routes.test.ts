import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpOf, json } from '#server/test/api-world.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'

describe.each(DIALECTS)('health on %s', (dialect) => {
  void dialect
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.destroy())
  const { get } = httpOf(() => ctx)

  it('answers /api/v1/health and /api/v1/ready once the database answers, without naming it (issue 11, finding 13)', async () => {
    expect(json((await get('/api/v1/health')).body)).toEqual({ status: 'ok' })
    const ready = await get('/api/v1/ready')
    expect(ready.statusCode).toBe(200)
    expect(json(ready.body)).toEqual({ status: 'ready' })
    expect(ready.body).not.toMatch(/sqlite|postgres/i)
  })
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await get('/api/v1/nope')
    expect(response.statusCode).toBe(404)
    expect(json(response.body).error.code).toBe('NOT_FOUND')
  })
})
