import { parseArgs } from 'node:util'
import { openDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import {
  CREDENTIAL_FORMS,
  cpuSeconds,
  credentialForms,
  median,
  percentile,
  startServerProcess,
  throwAwayDatabase,
  waitReady,
} from './live-common.ts'
import { insertOnlineDrivers, insertPassenger, randomPoint } from './fixture.ts'

/**
 * `node --import tsx scripts/perf/ride-load.ts [--drivers 20000] [--seconds 20] [--rounds 3] [--concurrency 32] [--database-url postgres://…]`
 * One server instance (a child process, as in production) with N online taxis; this process plays
 * the apps and the web over HTTP: position reports as fast as the instance takes them, then
 * "nearby taxis" reads. Each round sends the reports once with every credential form a client really
 * sends (the README's signed bearer as `set-auth-token` gives it, the raw token, the web's session
 * cookie), in turn, so the forms are compared within the same run (issue 24). Prints the figures
 * recorded in docs/performance-history/2026-11-26-lean-credential-check.md: medians over the rounds,
 * and each form's CPU as a ratio to the raw token's.
 */
const { values: args } = parseArgs({
  options: {
    drivers: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '3' },
    nearby: { type: 'string', default: '2000' },
    'database-url': { type: 'string' },
  },
})
const DRIVERS = Number(args.drivers)
const PORT = 3950 + Math.floor(Math.random() * 40)
const BASE = `http://127.0.0.1:${PORT}`
const CREDENTIALS = credentialForms(BASE)
type CredentialForm = (typeof CREDENTIAL_FORMS)[number]

async function prepare() {
  const { dataDir, databaseUrl, cleanup } = await throwAwayDatabase(args['database-url'], 'durak-perf')
  const handle = openDatabase({ databaseUrl, dataDir })
  await migrateToLatest(handle.db, handle.dialect)
  const started = Date.now()
  const tokens = await insertOnlineDrivers(handle.db, DRIVERS, new Date())
  const passenger = await insertPassenger(handle.db, new Date())
  console.log(`${DRIVERS} online taxis written in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.dialect})`)
  await handle.close()
  return {
    dataDir,
    databaseUrl,
    tokens,
    passenger,
    cleanup,
  }
}

/** `workers` loops calling `once()` until `until()`; latencies in ms and status counts. */
async function load(workers: number, until: () => boolean, once: () => Promise<number>) {
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!until()) {
        const t = performance.now()
        const status = await once()
        latencies.push(performance.now() - t)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { latencies, statuses }
}

const fmt = (l: number[]) =>
  `p50 ${percentile(l, 50).toFixed(1)} ms, p95 ${percentile(l, 95).toFixed(1)} ms, p99 ${percentile(l, 99).toFixed(1)} ms`

async function main() {
  const fixture = await prepare()
  const server = startServerProcess({ port: PORT, dataDir: fixture.dataDir, databaseUrl: fixture.databaseUrl })
  try {
    await waitReady(BASE)
    let next = 0
    const seconds = Number(args.seconds)
    const perReport = new Map<CredentialForm, number[]>()
    for (let round = 1; round <= Number(args.rounds); round++) {
      for (const form of CREDENTIAL_FORMS) {
        const end = Date.now() + seconds * 1000
        const cpuBefore = cpuSeconds(server.pid!)
        const positions = await load(
          Number(args.concurrency),
          () => Date.now() >= end,
          async () => {
            const token = fixture.tokens[next++ % fixture.tokens.length]!
            const response = await fetch(`${BASE}/api/v1/driver/position`, {
              method: 'PUT',
              headers: { ...CREDENTIALS[form](token), 'content-type': 'application/json' },
              body: JSON.stringify(randomPoint()),
            })
            await response.arrayBuffer()
            return response.status
          },
        )
        const accepted = positions.statuses.get(204) ?? 0
        const cpu = cpuSeconds(server.pid!) - cpuBefore
        perReport.set(form, [...(perReport.get(form) ?? []), (cpu * 1000) / accepted])
        console.log(
          `round ${round}, ${form}: ${(accepted / seconds).toFixed(0)}/s accepted (204), statuses ${JSON.stringify(Object.fromEntries(positions.statuses))}; ${fmt(positions.latencies)}; server CPU ${((cpu * 1000) / accepted).toFixed(3)} ms per report`,
        )
      }
    }
    const reference = median(perReport.get('raw bearer')!)
    for (const [form, values] of perReport)
      console.log(
        `position reports, ${form}: median server CPU ${median(values).toFixed(3)} ms per report over ${values.length} rounds = ${(median(values) / reference).toFixed(2)}× the raw bearer`,
      )
    const nearbyCpuBefore = cpuSeconds(server.pid!)

    let reads = 0
    const total = Number(args.nearby)
    let counted = 0
    const nearby = await load(
      16,
      () => reads >= total,
      async () => {
        reads++
        const p = randomPoint()
        const response = await fetch(`${BASE}/api/v1/taxis/nearby?lat=${p.lat}&lng=${p.lng}`, {
          headers: { authorization: `Bearer ${fixture.passenger}` },
        })
        const body = (await response.json()) as { count: number }
        counted += body.count
        return response.status
      },
    )
    const nearbyCpu = cpuSeconds(server.pid!) - nearbyCpuBefore
    console.log(`  server CPU: ${((nearbyCpu * 1000) / total).toFixed(2)} ms per nearby read`)
    console.log(
      `nearby taxis: ${total} reads, 16 concurrent, ${fmt(nearby.latencies)}; ${(counted / total).toFixed(1)} taxis within 3 km on average; statuses ${JSON.stringify(Object.fromEntries(nearby.statuses))}`,
    )
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    await fixture.cleanup()
  }
}

await main()
