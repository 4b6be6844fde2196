import { spawn, type ChildProcess } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * What the live-path load scripts share (`ride-load.ts`, `live-bench.ts`): the credential forms the
 * apps and the web send, a throw-away database, the server as a child process, CPU from /proc.
 */

/** The AUTH_SECRET every perf server is started with, so the scripts can sign as better-auth does. */
export const SECRET = 'perf-secret-that-is-long-enough-0123456789abcdef'

/** better-auth's signed value: `<token>.<base64 HMAC-SHA256(secret, token)>`, as in its cookie and `set-auth-token`. */
export const signedOf = (token: string) => `${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`

/** The headers of each credential form a client of the live routes sends (`base`: the server's origin). */
export const credentialForms = (base: string) =>
  ({
    /** The README's form for the apps: `set-auth-token` as given, URL-encoded. */
    'signed bearer': (token: string) => ({ authorization: `Bearer ${encodeURIComponent(signedOf(token))}` }),
    'raw bearer': (token: string) => ({ authorization: `Bearer ${token}` }),
    /** The web's driver mode: the signed session cookie, with its origin (state changes check it). */
    'session cookie': (token: string) => ({
      cookie: `durak.session_token=${encodeURIComponent(signedOf(token))}`,
      origin: base,
    }),
  }) satisfies Record<string, (token: string) => Record<string, string>>
export type CredentialForm = keyof ReturnType<typeof credentialForms>
export const CREDENTIAL_FORMS: CredentialForm[] = ['signed bearer', 'raw bearer', 'session cookie']

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
/** The p-th percentile of an ascending array (NaN when empty). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/** CPU seconds (user + system) a process has used, from /proc (Linux): robust on a busy machine. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return Number.NaN
  }
}

/** The /proc stat fields after the command name (state first) of each process named `comm`, by pid. */
function statFieldsOf(comm: string): Map<number, string[]> {
  const byPid = new Map<number, string[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (!stat.includes(`(${comm})`)) continue
      byPid.set(Number(entry), stat.split(') ')[1]!.split(' '))
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid
}

/** CPU seconds of each `postgres` process on this machine (the server and its backends; others' included), by pid. */
export function postgresCpuSeconds(): Map<number, number> {
  const byPid = new Map<number, number>()
  for (const [pid, fields] of statFieldsOf('postgres')) byPid.set(pid, (Number(fields[11]) + Number(fields[12])) / 100)
  return byPid
}

/**
 * CPU seconds used by every process named `comm` and by its children that have ended (a PostgreSQL
 * backend's time moves to the postmaster's when its connection closes): a total that does not lose
 * what exited between two readings.
 */
export function cpuSecondsWithChildren(comm: string): number {
  let total = 0
  for (const fields of statFieldsOf(comm).values())
    total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100
  return total
}

/**
 * CPU seconds the `postgres` processes used since `before`: a process started meanwhile counts from
 * zero; one that ended meanwhile is lost (a backend closing), so this can only undercount.
 */
export function postgresCpuSince(before: Map<number, number>): number {
  let total = 0
  for (const [pid, cpu] of postgresCpuSeconds()) total += cpu - (before.get(pid) ?? 0)
  return total
}

/** The machine's load average (1, 5, 15 minutes). */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

/**
 * A data directory of its own and, with `databaseUrl`, a throw-away PostgreSQL schema in that
 * database (dropped by `cleanup`). Returns what a server is started with.
 */
export async function throwAwayDatabase(databaseUrl: string | undefined, prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`))
  if (!databaseUrl)
    return { dataDir, databaseUrl: null, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) }
  const schema = `perf_${Date.now()}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    dataDir,
    databaseUrl: url.toString(),
    cleanup: async () => {
      const c = new pg.Client({ connectionString: databaseUrl })
      await c.connect()
      await c.query(`drop schema ${schema} cascade`)
      await c.end()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A server as a child process on `port` (the real one by default: `server/main.ts`, no client build). */
export function startServerProcess(options: {
  port: number
  dataDir: string
  databaseUrl: string | null
  nodeArgs?: string[]
  entry?: string
  env?: Record<string, string>
}): ChildProcess {
  return spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', options.entry ?? 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      AUTH_SECRET: SECRET,
      DEMO_DATA: '0',
      SERVE_CLIENT: '0',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      // reports go round-robin over all taxis, so a taxi's next turn can come after more than the
      // default 120 s of silence on a slow run: the benchmark measures reports, not the sweeper
      DRIVER_SILENCE_SECONDS: '86400',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

/** Resolves once `${base}${readyPath}` answers 2xx (60 s at most: a busy machine compiles the server slowly). */
export async function waitReady(base: string, readyPath = '/api/v1/ready') {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${base} did not start`)
}
