import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * Where taxis are needed (issue 25, decision 064).
 *
 * `rides.pickupCell` is the presence grid cell of the pickup (`cellOf()`: `floor(lat / 0.02)` and
 * `floor(lng / 0.02)`), set in the request's transaction (the request API is the only writer of a
 * pickup position; recorded rides have none) and computed here for the rides before. The demand figures read rides by (createdAt,
 * pickupCell, status) from one covering index. Not a generated column: SQLite adds only virtual
 * ones, and never takes an index holding one as covering (each ride would be read from the table).
 *
 * Free taxis keep no position history (an issue promise): `supply_samples` holds, per UTC hour and
 * cell, only the sum over the sampled minutes of the free taxis counted there, and
 * `supply_sample_hours` how many minutes of that hour were sampled; the average is their quotient.
 * `lastMinute` lets exactly one instance claim each minute.
 */
/** `cellOf(pickup)` in SQL, for the rides written before this migration (a test holds it to `cellOf`). */
export function pickupCellSql(dialect: Dialect) {
  const pg = dialect === 'postgres'
  const degrees = pg ? sql`cast(0.02 as double precision)` : sql`0.02`
  const index = (column: string) =>
    pg
      ? sql`cast(floor(${sql.ref(column)} / ${degrees}) as bigint)::text`
      : sql`cast(cast(floor(${sql.ref(column)} / ${degrees}) as integer) as text)`
  return sql<string | null>`case when "pickupLat" is null or "pickupLng" is null then null
    else ${index('pickupLat')} || ':' || ${index('pickupLng')} end`
}

export function migration021(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rides').addColumn('pickupCell', 'text').execute()
      await sql`update rides set "pickupCell" = ${pickupCellSql(dialect)} where "pickupLat" is not null`.execute(db)
      await db.schema
        .createIndex('rides_demand_idx')
        .on('rides')
        .columns(['createdAt', 'pickupCell', 'status'])
        .execute()

      await db.schema
        .createTable('supply_sample_hours')
        .addColumn('hour', t.timestamp, (c) => c.primaryKey().notNull())
        .addColumn('samples', 'integer', (c) => c.notNull())
        .addColumn('lastMinute', t.bigint, (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('supply_samples')
        .addColumn('hour', t.timestamp, (c) => c.notNull())
        .addColumn('cell', 'text', (c) => c.notNull())
        .addColumn('freeTaxiSum', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('supply_samples_pk', ['hour', 'cell'])
        .execute()
    },
  }
}
