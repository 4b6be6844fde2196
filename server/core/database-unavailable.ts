/** Seconds a client is told to wait (`Retry-After`) when the database is briefly out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** Node socket errors: the database's address does not answer, or dropped the connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
])

/**
 * PostgreSQL SQLSTATEs meaning "not now" rather than "wrong": class 08 (connection exception),
 * admin/crash shutdown, still starting up, too many connections, and our statement_timeout (57014).
 * SQLite's busy/locked mean another writer held the file past busy_timeout.
 */
const DATABASE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_LOCKED',
])

/** node-postgres raises these without a code: a connection lost mid-query, the pool's or a query's timeout. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Connection timed out',
]

/**
 * True when an error says the database is out of reach for a while (stopped, restarting, hung),
 * not that the request was wrong: the answer is then 503 with Retry-After, never 500. Looks
 * through `cause` and `AggregateError.errors`, which libraries use to wrap the socket's error.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || DATABASE_CODES.has(code) || code.startsWith('08')))
    return true
  if (typeof message === 'string' && PG_MESSAGES.some((m) => message.includes(m))) return true
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}

/** Seconds a client is told to wait when the database's disk is full: someone has to free space. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 30
/** Readiness answers 503 this long after the last write refused for a full disk (decision 068). */
export const STORAGE_FULL_HOLD_MS = 30_000

/** SQLite's SQLITE_FULL (the disk, or max_page_count) or PostgreSQL's disk_full (53100), through `cause`. */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const { code, cause } = error as { code?: unknown; cause?: unknown }
  if (code === 'SQLITE_FULL' || code === '53100') return true
  return isStorageFull(cause, depth + 1)
}

/** When each app (its Fastify instance) last had a write refused for a full disk. */
const storageFullAt = new WeakMap<object, number>()

export function noteStorageFull(app: object, nowMs = Date.now()): void {
  storageFullAt.set(app, nowMs)
}

/** True while the last full-disk refusal is under `STORAGE_FULL_HOLD_MS` old: readiness sends traffic elsewhere. */
export function storageFullLately(app: object, nowMs = Date.now()): boolean {
  const at = storageFullAt.get(app)
  return at !== undefined && nowMs - at < STORAGE_FULL_HOLD_MS
}
