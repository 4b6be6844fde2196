import { beforeAll, describe, expect, it } from 'vitest'
import { createApiWorld, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS, PUBLIC_URL } from '#server/test/context.ts'

const worldOn = onePerDialect(createApiWorld)
const deletion = { email: 'someone@example.com', firstName: 'Ali', lastName: 'Veli', reason: 'I no longer use the app' }

describe.each(DIALECTS)('counters taken atomically on %s (issue 11, finding 1)', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const signIn = (email: string, password: string, ip: string) =>
    w.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: PUBLIC_URL, 'x-forwarded-for': ip },
      payload: { email, password },
    })

  it('lets at most 8 of 40 simultaneous wrong sign-ins from 40 addresses reach the password check', async () => {
    const victim = await w.ctx.createUser({ type: 'PASSENGER' })
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(victim.email, `wrong-${i}`, `10.40.${i}.1`)),
    )
    const statuses = answers.map((a) => a.statusCode)
    // a 401 is a password checked; everything else must be the lock
    expect(statuses.filter((s) => s === 401)).toHaveLength(8)
    expect(statuses.filter((s) => s === 429)).toHaveLength(32)
    const locked = answers.find((a) => a.statusCode === 429)!
    expect(json(locked.body).code).toBe('ACCOUNT_TEMPORARILY_LOCKED')
    expect((await signIn(victim.email, victim.password, '10.41.0.1')).statusCode).toBe(429)
  })
  it('lets exactly 5 of 20 simultaneous deletion requests from one address through (limit 5 an hour)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        w.ctx.app.inject({
          method: 'POST',
          url: '/api/v1/account-deletion-requests',
          headers: { origin: PUBLIC_URL, 'x-forwarded-for': '10.42.0.1' },
          payload: deletion,
        }),
      ),
    )
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    const rows = await w.ctx.db.selectFrom('account_deletion_requests').select('id').execute()
    expect(rows).toHaveLength(5)
  })
})
