import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * The destination is optional (issue 23, decision 054): `rides.dropoffAddress` may be null (its
 * coordinates were nullable since 003). PostgreSQL drops the NOT NULL in place. SQLite cannot, so
 * the table is rebuilt the way SQLite documents (ALTER TABLE §7, the 12 steps): foreign keys off
 * (SQLite migrations run outside a transaction, so the pragma takes effect), a copy made from
 * rides' own CREATE statement without that one NOT NULL, rows copied, the old table dropped, the
 * copy renamed, every index and trigger recreated from its stored SQL, the keys checked.
 */
export function migration016(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await db.schema
          .alterTable('rides')
          .alterColumn('dropoffAddress', (c) => c.dropNotNull())
          .execute()
        return
      }
      await rebuildSqliteRides(db)
    },
  }
}

type SchemaRow = { type: string; name: string; sql: string | null }

async function rebuildSqliteRides(db: Kysely<unknown>) {
  const { rows } = await sql<SchemaRow>`select type, name, sql from sqlite_master where tbl_name = 'rides'`.execute(db)
  const table = rows.find((r) => r.type === 'table')
  if (!table?.sql) throw new Error('rides table not found')
  const createSql = withoutDropoffNotNull(table.sql).replace(/^create table\s+("?)rides\1/i, 'CREATE TABLE "rides_new"')
  // Automatic indexes (primary key, unique constraints) have no SQL and come back with the table.
  const others = rows.filter((r) => r.type !== 'table' && r.sql)

  await sql`pragma foreign_keys = off`.execute(db)
  try {
    await sql`begin`.execute(db)
    try {
      await sql.raw(createSql).execute(db)
      await sql`insert into "rides_new" select * from "rides"`.execute(db)
      await sql`drop table "rides"`.execute(db)
      await sql`alter table "rides_new" rename to "rides"`.execute(db)
      for (const r of others) await sql.raw(r.sql!).execute(db)
      const broken = await sql`pragma foreign_key_check`.execute(db)
      if (broken.rows.length > 0) throw new Error(`foreign keys broken by the rides rebuild: ${broken.rows.length}`)
      await sql`commit`.execute(db)
    } catch (error) {
      await sql`rollback`.execute(db)
      throw error
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db)
  }
}

/** rides' CREATE statement with `"dropoffAddress" text not null` made nullable; throws if it is not there. */
export function withoutDropoffNotNull(createSql: string): string {
  const pattern = /("dropoffAddress"\s+text)\s+not\s+null/i
  if (!pattern.test(createSql)) throw new Error('rides.dropoffAddress NOT NULL not found')
  return createSql.replace(pattern, '$1')
}
