import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

/**
 * A throw-away PostgreSQL cluster for the fault tests: `initdb` in a temporary folder, its own port
 * and socket folder, so stopping or freezing it harms nothing else. PostgreSQL refuses to run as
 * root: as root, the folder is given to the `postgres` user and every command runs as that user.
 */
export type PgCluster = {
  port: number
  urlOf: (database: string) => string
  createDatabase: (name: string) => Promise<void>
  start: () => Promise<void>
  /** `pg_ctl stop -m fast`: connections are ended, the server stops. */
  stop: () => Promise<void>
  /** The postmaster and every backend, for SIGSTOP/SIGCONT (a database that hangs). */
  pids: () => number[]
  destroy: () => Promise<void>
}

/** The newest installed PostgreSQL's bin folder, or null with the reason to skip. */
export function findPgBin(): { bin: string | null; reason: string } {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const bin = versions.map((v) => path.join(root, v, 'bin')).find((b) => existsSync(path.join(b, 'initdb')))
  return bin
    ? { bin, reason: '' }
    : { bin: null, reason: `no initdb under ${root}: PostgreSQL server binaries are not installed` }
}

function runAs(): { uid: number; gid: number; prefix: string[] } | null {
  if (process.getuid?.() !== 0) return null
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
  return { uid, gid, prefix: ['runuser', '-u', 'postgres', '--'] }
}

/** Runs in the background (not execFileSync): the test's clients keep sending while the database stops. */
const execFileAsync = promisify(execFile)

export async function startPgCluster(bin: string, port: number): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'durak-pg-'))
  const data = path.join(dir, 'data')
  const user = runAs()
  if (user) chownSync(dir, user.uid, user.gid)
  const run = async (tool: string, args: string[]) => {
    const [command, ...rest] = [...(user?.prefix ?? []), path.join(bin, tool), ...args]
    await execFileAsync(command!, rest, { timeout: 60_000 })
  }
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`
  const start = () => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '30', '-o', options, 'start'])
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'])
  await start()
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
  return {
    port,
    urlOf,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlOf('postgres') })
      await client.connect()
      await client.query(`create database ${name}`)
      await client.end()
    },
    start,
    stop,
    pids() {
      const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
      const children = readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .filter((entry) => {
          try {
            return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(postmaster)
          } catch {
            return false
          }
        })
      return [postmaster, ...children.map(Number)]
    },
    async destroy() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
