import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { insertOnlineDrivers } from './fixture.ts'

/**
 * `node --import tsx scripts/perf/stream-memory.ts [--streams 19000] [--per-driver 2] [--step 2500] [--heap-mb 192]`
 * How much memory an open live stream costs one instance (issue 24): the server runs as `npm start`
 * runs it (192 MB old space), online drivers each open `--per-driver` offer streams
 * (`GET /api/v1/driver/events`, raw bearer) over plain sockets, and the server's RSS is read from
 * /proc at every `--step`. Prints RSS above idle per stream, what was refused and whether the
 * server stayed up. This process and the server each hold one descriptor per stream, so
 * `ulimit -n` bounds what it can open.
 */
const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '19000' },
    'per-driver': { type: 'string', default: '2' },
    step: { type: 'string', default: '2500' },
    'heap-mb': { type: 'string', default: '192' },
  },
})
const STREAMS = Number(args.streams)
const PER_DRIVER = Number(args['per-driver'])
const PORT = 3990 + Math.floor(Math.random() * 9)
const SECRET = 'perf-secret-that-is-long-enough-0123456789abcdef'

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1])
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Opens one stream; resolves with its status (and the refusal's code) once the first bytes arrive. */
function openStream(token: string, sockets: net.Socket[]): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1')
    socket.setNoDelay(true)
    socket.once('data', (chunk) => {
      const text = chunk.toString('latin1')
      const status = text.slice(9, 12)
      if (status === '200') sockets.push(socket)
      else socket.destroy()
      resolve(status === '200' ? status : `${status} ${/"code":"(\w+)"/.exec(text)?.[1] ?? ''}`.trim())
    })
    socket.once('error', () => resolve('connection error'))
    socket.write(`GET /api/v1/driver/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`)
  })
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'durak-streams-'))
  const handle = openDatabase({ databaseUrl: null, dataDir })
  await migrateToLatest(handle.db, handle.dialect)
  const tokens = await insertOnlineDrivers(handle.db, Math.ceil(STREAMS / PER_DRIVER), new Date())
  await handle.close()
  const server = spawn(
    process.execPath,
    [
      `--max-old-space-size=${args['heap-mb']}`,
      '--max-semi-space-size=8',
      ...(process.env.HEAP_SNAPSHOT ? ['--heapsnapshot-signal=SIGUSR2'] : []),
      '--import',
      'tsx',
      'server/main.ts',
    ],
    {
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        AUTH_SECRET: SECRET,
        DEMO_DATA: '0',
        SERVE_CLIENT: '0',
        LOG_LEVEL: 'warn',
        DRIVER_SILENCE_SECONDS: '86400',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  let exited: number | null = null
  server.on('exit', (code) => (exited = code ?? -1))
  const sockets: net.Socket[] = []
  try {
    for (let i = 0; i < 150; i++) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/v1/ready`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      await sleep(200)
    }
    await sleep(3_000)
    const idle = rssKb(server.pid!)
    console.log(`idle: ${(idle / 1024).toFixed(1)} MB RSS, --max-old-space-size=${args['heap-mb']}`)
    const statuses = new Map<string, number>()
    const step = Number(args.step)
    for (let opened = 0; opened < STREAMS && exited === null;) {
      const batch = Math.min(step, STREAMS - opened)
      for (let k = 0; k < batch; k += 250) {
        const answers = await Promise.all(
          Array.from({ length: Math.min(250, batch - k) }, (_, j) =>
            openStream(tokens[Math.floor((opened + k + j) / PER_DRIVER)]!, sockets),
          ),
        )
        for (const s of answers) statuses.set(s, (statuses.get(s) ?? 0) + 1)
      }
      opened += batch
      await sleep(1_500)
      if (exited !== null) break
      const rss = rssKb(server.pid!)
      console.log(
        `${sockets.length} open: ${(rss / 1024).toFixed(1)} MB RSS, ${((rss - idle) / Math.max(1, sockets.length)).toFixed(1)} KB per stream above idle; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
      )
    }
    console.log(exited === null ? 'the server stayed up' : `THE SERVER EXITED (code ${exited})`)
    if (process.env.HEAP_SNAPSHOT && exited === null) {
      server.kill('SIGUSR2')
      await sleep(20_000)
    }
  } finally {
    for (const s of sockets) s.destroy()
    server.kill('SIGTERM')
    await sleep(500)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
