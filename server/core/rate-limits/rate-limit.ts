import type { Lang } from '#shared/routes.ts'
import type { Db } from '#server/db/database.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import { countRequest } from './rate-limit.queries.ts'

export type RateLimitRule = { windowSeconds: number; max: number }

/**
 * Fixed-window limit kept in the `api_rate_limits` table, so every server instance behind a load
 * balancer counts the same requests. The count is taken atomically (one upsert that returns it),
 * so 20 simultaneous requests against a limit of 5 let exactly 5 through. Returns seconds to wait, or 0.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<number> {
  const windowMs = rule.windowSeconds * 1000
  const { count, windowStart } = await countRequest(db, key, now, windowMs)
  if (count <= rule.max) return 0
  return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))
}

/** 429 with Retry-After and a message in the user's language when the limit is reached. */
export async function enforceRateLimit(db: Db, key: string, rule: RateLimitRule, lang: Lang): Promise<void> {
  const retryAfter = await hitRateLimit(db, key, rule)
  if (retryAfter > 0) {
    throw new HttpError(
      429,
      'TOO_MANY_REQUESTS',
      serverT(lang)('api.tooManyRequests', { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }),
      undefined,
      { 'retry-after': String(retryAfter) },
    )
  }
}
