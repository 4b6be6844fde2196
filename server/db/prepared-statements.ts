import { createHash } from 'node:crypto'
import type SQLite from 'better-sqlite3'
import type { PostgresPool, PostgresPoolClient, SqliteDatabase } from 'kysely'
import pg from 'pg'

/** Distinct statements kept prepared: the API has a few dozen; bulk inserts of every size are not kept. */
const MAX_CACHED = 256
const MAX_SQL_LENGTH = 4_000

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
