import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { directReadsOf, registerPlainInstance, withNamedStatements, withStatementCache } from './prepared-statements.ts'
import type { Database } from './schema.ts'
import { jobLogger, processLogger, type ServerLogger } from '#server/core/logger.ts'

export type Dialect = 'sqlite' | 'postgres'
export type Db = Kysely<Database>
/** A database or a transaction: every query runs in either. */
export type Executor = Kysely<Database>

export type DatabaseHandle = {
  db: Db
  dialect: Dialect
  /** True when this start created the embedded database file. */
  isNew: boolean
  close: () => Promise<void>
}

/** Longest a PostgreSQL statement may run by default (DATABASE_TIMEOUT_MS); the client gives up 2 s later. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 10_000

/**
 * PostgreSQL when a URL is given, else the embedded SQLite file in `dataDir`. A database that stops
 * or hangs cannot hang a request: connecting gives up after 3 s, a statement after `timeoutMs` on
 * the server (statement_timeout) and 2 s later on the client (query_timeout, for a database that no
 * longer answers at all); the error handler answers these with 503 and Retry-After.
 */
export function openDatabase(options: {
  databaseUrl: string | null
  dataDir: string
  timeoutMs?: number
  /** Where a lost idle connection is reported; the process's logger when absent. */
  log?: ServerLogger
}): DatabaseHandle {
  if (options.databaseUrl) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: timeoutMs,
      query_timeout: timeoutMs + 2_000,
    })
    // An idle client losing its connection must not crash the process; the pool replaces it.
    const log = options.log ?? jobLogger(processLogger(), 'database-pool')
    pool.on('error', (error) => log.error(`PostgreSQL pool error: ${error.message}`))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) })
    registerPlainInstance(db, null)
    return { db, dialect: 'postgres', isNew: false, close: () => db.destroy() }
  }
  mkdirSync(options.dataDir, { recursive: true })
  const file = path.join(options.dataDir, 'durak.sqlite')
  const sqlite = new SQLite(file)
  const isNew = sqlite.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as {
    n: number
  }
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  // 16 MB of pages instead of SQLite's 2 MB: a dashboard's rides sit on pages scattered over the
  // file, and reading them from the page cache instead of the OS made the ride lists 15–20% faster
  sqlite.pragma('cache_size = -16000')
  const cached = withStatementCache(sqlite)
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) })
  registerPlainInstance(db, directReadsOf(sqlite, cached))
  return { db, dialect: 'sqlite', isNew: isNew.n === 0, close: () => db.destroy() }
}

/** Timestamps come back as strings from SQLite and as Date from pg: one place makes them ISO. */
export function toIso(value: string | Date): string
export function toIso(value: string | Date | null): string | null
export function toIso(value: string | Date | null): string | null {
  if (value === null) return null
  if (value instanceof Date) return value.toISOString()
  // SQLite may hold "2025-01-01 10:00:00" written by SQL defaults: read it as UTC
  const normalized = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : value.replace(' ', 'T') + 'Z'
  return new Date(normalized).toISOString()
}

/** Counts and sums are strings on pg (bigint/numeric) and numbers on SQLite. */
export function toNumber(value: number | string | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0
  return Number(value)
}

export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1
}
