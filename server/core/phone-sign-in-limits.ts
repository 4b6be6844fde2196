import { APIError } from 'better-auth/api'
import type { Lang } from '#shared/routes.ts'
import type { Db } from '#server/db/database.ts'
import { hitRateLimit, type RateLimitRule } from './rate-limits/rate-limit.ts'
import { phoneText } from './phone-sign-in-text.ts'

/**
 * Against SMS pumping (issue 23; decision 049): every code costs money and can be sent to premium
 * numbers by a bot, so sends are capped per number, per network address, and for the whole service
 * per hour. Counted in `api_rate_limits`, so every instance sees the same counts.
 */
export const PHONE_SEND_LIMITS = {
  perNumber: { windowSeconds: 3600, max: 5 },
  perAddress: { windowSeconds: 3600, max: 20 },
  perHour: { windowSeconds: 3600, max: 1000 },
} as const satisfies Record<string, RateLimitRule>

/**
 * Count one send; 429 PHONE_SENDS_LIMITED (with Retry-After, in the caller's language) once a cap is
 * reached. The address and the number are checked first, and the service-wide budget counts only a
 * send they allowed (issue 30): one address refused again and again must not use up everyone's hour.
 */
export async function countPhoneCodeSend(db: Db, input: { phone: string; ip: string; lang: Lang }, now = Date.now()) {
  const checks: [string, RateLimitRule][] = [
    [`sms-send:ip:${input.ip}`, PHONE_SEND_LIMITS.perAddress],
    [`sms-send:number:${input.phone}`, PHONE_SEND_LIMITS.perNumber],
    ['sms-send:all', PHONE_SEND_LIMITS.perHour],
  ]
  for (const [key, rule] of checks) {
    const retryAfterSeconds = await hitRateLimit(db, key, rule, now)
    if (retryAfterSeconds > 0) {
      const count = Math.max(1, Math.ceil(retryAfterSeconds / 60))
      throw new APIError(
        'TOO_MANY_REQUESTS',
        {
          code: 'PHONE_SENDS_LIMITED',
          message: phoneText(input.lang, count === 1 ? 'tooManySends_one' : 'tooManySends_other', { count }),
          retryAfterSeconds,
        },
        { 'retry-after': String(retryAfterSeconds) },
      )
    }
  }
}
