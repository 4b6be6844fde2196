import type { Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'

/** Rows of one batch of generated users, written together so a batch is all or nothing. */
export type UserBatch = {
  users: Insertable<Database['users']>[]
  accounts: Insertable<Database['accounts']>[]
  driverProfiles: Insertable<Database['driver_profiles']>[]
  memberships: Insertable<Database['passenger_memberships']>[]
}

export type RideInsert = Insertable<Database['rides']>

// Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535.
const MAX_PARAMETERS = 30_000

async function insertChunked<T extends keyof Database>(db: Db, table: T, rows: Insertable<Database[T]>[]) {
  if (!rows.length) return
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length))
  for (let start = 0; start < rows.length; start += perStatement) {
    // Kysely's generic insert cannot infer a table chosen at run time: the row type is checked by the callers
    await db
      .insertInto(table)
      .values(rows.slice(start, start + perStatement) as never)
      .execute()
  }
}

/** One transaction: users, their credential accounts, driver profiles and memberships. */
export async function insertUserBatch(db: Db, batch: UserBatch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertChunked(trx, 'users', batch.users)
    await insertChunked(trx, 'accounts', batch.accounts)
    await insertChunked(trx, 'driver_profiles', batch.driverProfiles)
    await insertChunked(trx, 'passenger_memberships', batch.memberships)
  })
}

/** One transaction of rides, in multi-row statements. */
export async function insertRideBatch(db: Db, rides: RideInsert[]): Promise<void> {
  await db.transaction().execute((trx) => insertChunked(trx, 'rides', rides))
}
