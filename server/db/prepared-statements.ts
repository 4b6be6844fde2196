import { createHash } from 'node:crypto'
import type SQLite from 'better-sqlite3'
import type { CompiledQuery, Kysely, PostgresPool, PostgresPoolClient, SqliteDatabase } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'

/** Distinct statements kept prepared: the API has a few dozen; bulk inserts of every size are not kept. */
const MAX_CACHED = 256
const MAX_SQL_LENGTH = 4_000

/** Kysely's `rollback` once SQLite has rolled the transaction back itself: nothing left to do. */
const ALREADY_ROLLED_BACK = {
  reader: false,
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
} as unknown as SQLite.Statement

/**
 * better-sqlite3 behind Kysely, preparing each distinct SQL text once (Kysely's driver prepares
 * every statement again on every call, which cost about a tenth of a request's CPU in the profile).
 * Least recently used statements leave the cache first.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      // SQLite already rolled back a transaction that failed with SQLITE_FULL (or IOERR, NOMEM):
      // Kysely's own rollback would then throw "no transaction is active" and hide the real error
      if (sql === 'rollback' && !sqlite.inTransaction) return ALREADY_ROLLED_BACK
      const cached = cache.get(sql)
      if (cached) {
        // Map keeps insertion order: re-inserting marks it most recently used
        cache.delete(sql)
        cache.set(sql, cached)
        return cached
      }
      const statement = sqlite.prepare(sql)
      if (sql.length <= MAX_SQL_LENGTH) {
        if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!)
        cache.set(sql, statement)
      }
      return statement
    },
  }
}

/**
 * pg behind Kysely with each short data statement sent as a named prepared statement, so
 * PostgreSQL parses and plans it once per connection instead of on every call.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>()
  const nameOf = (sql: string): string | null => {
    if (sql.length > MAX_SQL_LENGTH || !/^\s*(select|insert|update|delete|with)\b/i.test(sql)) return null
    let name = names.get(sql)
    if (!name) {
      name = `k_${createHash('sha1').update(sql).digest('base64url')}`
      if (names.size < 10_000) names.set(sql, name)
    }
    return name
  }
  return {
    async connect() {
      const client = await pool.connect()
      // While checked out the pool no longer listens for the client's errors: a connection dropped
      // between two statements of a transaction (the database restarting) would be an unhandled
      // 'error' event and crash the process. Keep the error; the client is thrown away on release.
      let lost: Error | undefined
      const onError = (error: Error) => void (lost = error)
      client.on('error', onError)
      // A query that failed for want of the connection (query_timeout, socket closed), not an SQL
      // error: the connection may still carry the stuck statement, so it is not reused either.
      const keepLost = (error: unknown) => {
        if (!(error instanceof pg.DatabaseError)) lost ??= error as Error
        throw error
      }
      const wrapped = {
        query(sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) {
          if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never)
          const name = nameOf(sqlOrCursor)
          const values = parameters ? [...parameters] : []
          const result = name ? client.query({ name, text: sqlOrCursor, values }) : client.query(sqlOrCursor, values)
          return result.catch(keepLost)
        },
        release: () => {
          client.removeListener('error', onError)
          client.release(lost)
        },
      }
      return wrapped as unknown as PostgresPoolClient
    },
    end: () => pool.end(),
  }
}

type DirectReads = { sqlite: SQLite.Database; prepare: (sql: string) => SQLite.Statement }

/** Kysely instances opened by `openDatabase()` (no plugins): what `preparedSelect` may compile once for. */
const plainInstances = new WeakMap<object, DirectReads | null>()

/**
 * Mark a Kysely instance as opened by `openDatabase()`: a prepared select compiles once for it and,
 * on SQLite, reads through the statement cache directly (`direct`) when no transaction is open.
 */
export function registerPlainInstance(db: object, direct: DirectReads | null) {
  plainInstances.set(db, direct)
}

/** `withStatementCache()`'s database with the raw better-sqlite3 handle beside it. */
export function directReadsOf(sqlite: SQLite.Database, cached: SqliteDatabase): DirectReads {
  return { sqlite, prepare: (sql) => cached.prepare(sql) as unknown as SQLite.Statement }
}

const ARGUMENT = /^\uE000arg(\d+)\uE000$/
type Template = { compiled: CompiledQuery; slots: ({ arg: number } | { value: unknown })[] }

/**
 * A SELECT built and compiled once per database and then only bound and run (issue 10: building
 * and compiling with Kysely cost a fifth of a dashboard request). `build` receives stand-ins for
 * its arguments and must use each only as a bound value (`.where('id', '=', id)`), never in
 * JavaScript logic; a stand-in that does not come out as one parameter is refused at first use.
 * On the embedded SQLite the statement runs synchronously through the statement cache, exactly
 * what Kysely's driver would run, except inside an open transaction (then, like any instance with
 * plugins — the query capture of the plan test — it goes through Kysely as before).
 * docs/decisions/032-prepared-selects.md
 */
export function preparedSelect<Args extends unknown[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => { compile(): CompiledQuery<Row>; execute(): Promise<Row[]> },
  /** How many arguments follow `db` (needed when `build` takes them as a rest parameter). */
  arity = build.length - 1,
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  const templates = new WeakMap<object, Template>()
  const templateFor = (db: Kysely<Database>): Template => {
    let template = templates.get(db)
    if (template) return template
    const standIns = Array.from({ length: arity }, (_, i) => `\uE000arg${i}\uE000`) as Args
    const compiled = build(db, ...standIns).compile() as CompiledQuery
    const slots = compiled.parameters.map((p) => {
      const match = typeof p === 'string' ? ARGUMENT.exec(p) : null
      return match ? { arg: Number(match[1]) } : { value: p }
    })
    standIns.forEach((_, i) => {
      if (!slots.some((s) => 'arg' in s && s.arg === i))
        throw new Error(`preparedSelect: argument ${i} is not used as one bound value in: ${compiled.sql}`)
    })
    template = { compiled, slots }
    templates.set(db, template)
    return template
  }
  return async (db, ...args) => {
    if (!plainInstances.has(db)) return build(db, ...args).execute()
    const { compiled, slots } = templateFor(db)
    const parameters = slots.map((s) => ('arg' in s ? args[s.arg] : s.value))
    const direct = plainInstances.get(db)
    if (direct && !direct.sqlite.inTransaction) {
      const statement = direct.prepare(compiled.sql)
      if (statement.reader && !statement.busy) return statement.all(parameters) as Row[]
    }
    const result = await db.executeQuery<Row>({ ...compiled, parameters })
    return result.rows
  }
}
