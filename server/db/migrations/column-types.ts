import { sql, type ColumnDataType, type Expression, type RawBuilder } from 'kysely'
import type { Dialect } from '../database.ts'

/** Column types that differ between SQLite and PostgreSQL, so one migration history fits both. */
export function columnTypes(dialect: Dialect) {
  const pg = dialect === 'postgres'
  return {
    /** better-auth's own timestamp columns (it declares them `date` on SQLite). */
    authTimestamp: (pg ? 'timestamptz' : 'date') as ColumnDataType,
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    boolean: (pg ? 'boolean' : 'integer') as ColumnDataType,
    bigint: 'bigint' as ColumnDataType,
    now: (pg ? sql`CURRENT_TIMESTAMP` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`) as RawBuilder<unknown> &
      Expression<unknown>,
    bool: (value: boolean) => (pg ? sql.lit(value) : sql.lit(value ? 1 : 0)),
  }
}
