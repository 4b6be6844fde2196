import { beforeAll, describe, expect, it } from 'vitest'
import { createApiWorld, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS, PUBLIC_URL } from '#server/test/context.ts'
import { KNOWN_DEVICE_COOKIE } from './known-device.ts'

const worldOn = onePerDialect(createApiWorld)

describe.each(DIALECTS)('the sign-in lock is no lock-out button on %s (issue 11, finding 12)', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const signIn = (email: string, password: string, ip: string, cookie?: string) =>
    w.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: PUBLIC_URL, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
    })
  const deviceCookieOf = (response: Awaited<ReturnType<typeof signIn>>) => {
    const header = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
    return header?.split(';')[0] ?? ''
  }

  it('lets a device that signed in before in with the right password while strangers have locked the account', async () => {
    const owner = await w.ctx.createUser({ type: 'PASSENGER' })
    const first = await signIn(owner.email, owner.password, '10.50.0.1')
    expect(first.statusCode).toBe(200)
    const device = deviceCookieOf(first)
    expect(device).toMatch(new RegExp(`^${KNOWN_DEVICE_COOKIE}=[\\w-]+\\.[\\w-]+$`))
    for (let i = 0; i < 9; i++) await signIn(owner.email, 'guess-' + i, `10.51.${i}.1`)
    // an unfamiliar device, even with the right password, waits out the lock
    const stranger = await signIn(owner.email, owner.password, '10.52.0.1')
    expect(stranger.statusCode).toBe(429)
    expect(json(stranger.body).code).toBe('ACCOUNT_TEMPORARILY_LOCKED')
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0)
    // the owner's own browser gets in
    expect((await signIn(owner.email, owner.password, '10.50.0.1', device)).statusCode).toBe(200)
  })
  it('does not accept a forged device cookie or one made for another account', async () => {
    const owner = await w.ctx.createUser({ type: 'PASSENGER' })
    const other = await w.ctx.createUser({ type: 'PASSENGER' })
    const otherDevice = deviceCookieOf(await signIn(other.email, other.password, '10.53.0.1'))
    for (let i = 0; i < 9; i++) await signIn(owner.email, 'guess-' + i, `10.54.${i}.1`)
    expect((await signIn(owner.email, owner.password, '10.55.0.1', otherDevice)).statusCode).toBe(429)
    const forged = `${KNOWN_DEVICE_COOKIE}=abc.${'A'.repeat(43)}`
    expect((await signIn(owner.email, owner.password, '10.55.0.2', forged)).statusCode).toBe(429)
  })
  it('still limits guesses made from a known device (8, then 429 for that device only)', async () => {
    const owner = await w.ctx.createUser({ type: 'PASSENGER' })
    const device = deviceCookieOf(await signIn(owner.email, owner.password, '10.56.0.1'))
    const statuses: number[] = []
    for (let i = 0; i < 9; i++)
      statuses.push((await signIn(owner.email, 'guess-' + i, `10.57.${i}.1`, device)).statusCode)
    expect(statuses).toEqual([...Array<number>(8).fill(401), 429])
    expect((await signIn(owner.email, owner.password, '10.58.0.1')).statusCode).toBe(200)
  })
})
