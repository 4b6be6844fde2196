import { createHmac, timingSafeEqual } from 'node:crypto'

/** The first value of cookie `name` in a Cookie header, decoded as better-auth's cookie parser does. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue
    let value = part.slice(eq + 1).trim()
    if (value.startsWith('"')) value = value.slice(1, -1)
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return null
}

/**
 * The value of a cookie signed by better-auth (`value.base64(HMAC-SHA256(secret, value))`), or
 * null when the signature is missing or wrong: the same check as better-call's getSignedCookie.
 */
export function verifySignedCookie(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.')
  if (dot < 1) return null
  const value = signed.slice(0, dot)
  const signature = signed.slice(dot + 1)
  if (signature.length !== 44 || !signature.endsWith('=')) return null
  const expected = createHmac('sha256', secret).update(value).digest()
  const given = Buffer.from(signature, 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null
}

/**
 * Signed values that passed the check lately, for the current secret: an HMAC on every request
 * showed in the profile (issue 10). Sized for a whole city's fleet plus its riders: 20,000 taxis
 * sending their signed bearer round-robin every 5 s missed a 10,000-entry memory on every report
 * (decision 052 addendum, issue 24). Full, it holds about 11 MB of heap: 1 MB of entries (measured)
 * and the 100,000 header strings it keeps alive (about 100 bytes each).
 */
const verified = new Map<string, string>()
let verifiedSecret: string | null = null
export const MAX_VERIFIED = 100_000

/**
 * `verifySignedCookie` remembering the values that passed, oldest forgotten first. Only the
 * signature check is remembered: the session itself is still read on every request, so a
 * signed-out or revoked session is refused at once.
 */
export function verifySignedCookieRemembered(signed: string, secret: string): string | null {
  if (secret !== verifiedSecret) {
    verified.clear()
    verifiedSecret = secret
  }
  const known = verified.get(signed)
  if (known !== undefined) return known
  const value = verifySignedCookie(signed, secret)
  if (value !== null) {
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!)
    verified.set(signed, value)
  }
  return value
}

/** How many signed values are remembered (for tests). */
export function rememberedSignedValues(): number {
  return verified.size
}
