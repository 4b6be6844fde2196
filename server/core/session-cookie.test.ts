import { createHmac, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { rememberedSignedValues, verifySignedCookieRemembered } from './session-cookie.ts'

const sign = (value: string, secret: string) =>
  `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`

describe('the memory of verified signed values', () => {
  it('holds a whole fleet: 20,000 drivers’ signed bearers are all remembered, round after round', () => {
    const secret = randomBytes(32).toString('hex')
    const tokens = Array.from({ length: 20_000 }, () => randomBytes(24).toString('base64url'))
    for (const token of tokens) expect(verifySignedCookieRemembered(sign(token, secret), secret)).toBe(token)
    expect(rememberedSignedValues()).toBe(20_000)
    // a second round finds every one (the old 10,000-entry memory missed them all, round-robin)
    for (const token of tokens.slice(0, 100))
      expect(verifySignedCookieRemembered(sign(token, secret), secret)).toBe(token)
    expect(rememberedSignedValues()).toBe(20_000)
  })

  it('refuses a wrong signature, and forgets everything when the secret changes', () => {
    const secret = randomBytes(32).toString('hex')
    const token = randomBytes(24).toString('base64url')
    const signed = sign(token, secret)
    expect(verifySignedCookieRemembered(signed, secret)).toBe(token)
    expect(verifySignedCookieRemembered(`${token}.${'A'.repeat(43)}=`, secret)).toBeNull()
    expect(verifySignedCookieRemembered(signed, randomBytes(32).toString('hex'))).toBeNull()
    expect(rememberedSignedValues()).toBe(0)
  })
})
