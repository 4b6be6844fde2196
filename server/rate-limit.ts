import { randomUUID } from 'node:crypto'
import type { Db } from './db/database.ts'
import { toNumber } from './db/database.ts'

/**
 * Fixed-window limit kept in the `rate_limits` table that better-auth uses too, so every server
 * instance behind a load balancer counts the same requests. Returns seconds to wait, or 0.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: { windowSeconds: number; max: number },
  now = Date.now(),
): Promise<number> {
  const windowMs = rule.windowSeconds * 1000
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst()
    if (!row || now - toNumber(row.lastRequest) >= windowMs) {
      await trx
        .insertInto('rate_limits')
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ count: 1, lastRequest: now }))
        .execute()
      return 0
    }
    const count = toNumber(row.count)
    if (count >= rule.max) return Math.ceil((toNumber(row.lastRequest) + windowMs - now) / 1000)
    await trx.updateTable('rate_limits').set({ count: count + 1 }).where('key', '=', key).execute()
    return 0
  })
}
