import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { readCookie } from '#server/core/session-cookie.ts'

/**
 * "Known device" cookie (docs/decisions/020-sign-in-lock-and-known-devices.md): after a successful
 * sign-in the browser gets `<device id>.<HMAC(secret, e-mail | device id)>`. Nothing is stored on
 * the server; a forged or copied-to-another-account value does not verify. A device that proves
 * it signed in to this account before is counted apart from unfamiliar devices, so strangers
 * guessing a password cannot lock its owner out.
 */
export const KNOWN_DEVICE_COOKIE = 'durak.known_device'
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

function signature(secret: string, email: string, deviceId: string): string {
  return createHmac('sha256', secret).update(`known-device|${email}|${deviceId}`).digest('base64url')
}

/** A fresh cookie value proving this device signed in to `email`. */
export function knownDeviceValue(
  secret: string,
  email: string,
  deviceId = randomBytes(12).toString('base64url'),
): string {
  return `${deviceId}.${signature(secret, email, deviceId)}`
}

/** The device id of a valid known-device cookie for `email` in the Cookie header, or null. */
export function knownDeviceOf(cookieHeader: string | null | undefined, secret: string, email: string): string | null {
  const value = readCookie(cookieHeader ?? undefined, KNOWN_DEVICE_COOKIE)
  if (!value || !email) return null
  const dot = value.indexOf('.')
  if (dot < 1) return null
  const deviceId = value.slice(0, dot)
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(signature(secret, email, deviceId))
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null
}
