import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, PUBLIC_URL, type TestContext } from '#server/test/context.ts'

const deletion = { email: 'someone@example.com', firstName: 'Ali', lastName: 'Veli', reason: 'I no longer use the app' }

describe('behind one trusted proxy (TRUST_PROXY=1), issue 11 finding 2', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext('sqlite')
  })
  afterAll(async () => ctx?.destroy())

  it('takes the address the proxy saw, so a spoofed left-most X-Forwarded-For does not escape a per-address limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/account-deletion-requests',
        // the client wrote the first entry itself; the proxy appended the address it saw
        headers: { origin: PUBLIC_URL, 'x-forwarded-for': `10.66.${i}.1, 203.0.113.9` },
        payload: deletion,
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})
