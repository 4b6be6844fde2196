import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'

/** Resolves when the database answers a trivial query; rejects when it is unreachable. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db)
}
