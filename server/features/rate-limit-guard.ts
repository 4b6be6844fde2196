import type { Lang } from '#shared/routes.ts'
import type { Db } from '#server/db/database.ts'
import { HttpError } from '#server/http-errors.ts'
import { serverT } from '#server/i18n.ts'
import { hitRateLimit } from '#server/rate-limit.ts'

/** 429 with Retry-After and a message in the user's language when the limit is reached. */
export async function enforceRateLimit(
  db: Db,
  key: string,
  rule: { windowSeconds: number; max: number },
  lang: Lang,
) {
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
