import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { toNumber } from '#server/db/database.ts'

/**
 * Count one request for `key` in one statement (INSERT … ON CONFLICT DO UPDATE … RETURNING, SQLite
 * ≥ 3.35 and PostgreSQL): a window older than `windowMs` starts again at 1. Concurrent requests,
 * on one instance or several, each get their own count, so no two read the same one.
 */
export async function countRequest(
  db: Db,
  key: string,
  now: number,
  windowMs: number,
): Promise<{ count: number; windowStart: number }> {
  const expired = sql<boolean>`api_rate_limits."windowStart" <= ${now - windowMs}`
  const row = await db
    .insertInto('api_rate_limits')
    .values({ key, windowStart: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${expired} then 1 else api_rate_limits.count + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else api_rate_limits."windowStart" end`,
      }),
    )
    .returning(['count', 'windowStart'])
    .executeTakeFirstOrThrow()
  return { count: toNumber(row.count), windowStart: toNumber(row.windowStart) }
}
