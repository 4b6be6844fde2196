/**
 * Where presence could live (issue 24, decision 067): `node --import tsx scripts/perf/presence-stores.ts
 * --database-url postgres://… [--redis-port 6379] [--taxis 20000] [--seconds 15] [--clients 8]
 * [--rounds 3]`. Needs PostgreSQL's `pgbench` and Redis's `redis-benchmark` (Debian's
 * postgresql-client and redis-tools) and a PostgreSQL and a Redis server on this machine, whose
 * processes' CPU it reads from /proc.
 *
 * In each round, one after the other:
 * - PostgreSQL: the product's position report, the conditional UPDATE … RETURNING on a presence table
 *   of `taxis` rows with the product's cell index, as prepared statements from `clients` connections;
 * - Redis: the same report as presence in Redis would take it, a GEOADD of the taxi into one key of
 *   `taxis` members, from as many connections;
 * - Redis: a nearby read, GEOSEARCH of 3 km around a point, with each taxi's coordinates.
 * The figure is the server's CPU per operation (all its processes and their ended children, from
 * /proc), and its ratio to PostgreSQL's report in the same round. Medians of the rounds.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { cellOf } from '#shared/ride-lifecycle/geo.ts'
import { randomPoint } from './fixture.ts'
import { cpuSecondsWithChildren, median } from './live-common.ts'

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'redis-port': { type: 'string', default: '6379' },
    taxis: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
  },
})
if (!args['database-url']) throw new Error('--database-url postgres://… is required')
const TAXIS = Number(args.taxis)
const SECONDS = Number(args.seconds)
const CLIENTS = Number(args.clients)
const REDIS_PORT = args['redis-port']
const KEY = `durak-perf-fleet-${process.pid}`

/** Runs `command`: the server's CPU ms per operation, given how many operations the output says it did. */
function serverCpuPerOp(server: string, command: string, commandArgs: string[], operations: (out: string) => number) {
  const before = cpuSecondsWithChildren(server)
  const run = spawnSync(command, commandArgs, { encoding: 'utf8' })
  const after = cpuSecondsWithChildren(server)
  if (run.status !== 0) throw new Error(`${command} failed: ${run.stderr}`)
  const done = operations(run.stdout)
  if (!(done > 0)) throw new Error(`${command} reported no operations:\n${run.stdout}`)
  return { cpuMsPerOp: ((after - before) * 1000) / done, out: run.stdout }
}

const url = new URL(args['database-url'])
const schema = `perf_presence_${Date.now()}`
const client = new pg.Client({ connectionString: url.toString() })
await client.connect()
const dir = mkdtempSync(path.join(tmpdir(), 'durak-presence-'))
try {
  await client.query(`create schema ${schema}`)
  // the product's presence row and cell index (migration 003), with integer ids for pgbench's random()
  await client.query(`create table ${schema}.presence (
    driver_id integer primary key, is_online integer not null, lat float8, lng float8, cell text,
    position_at_ms bigint, active_ride_id text, updated_at text)`)
  await client.query(`create index on ${schema}.presence (cell)`)
  const fleet = Array.from({ length: TAXIS }, () => randomPoint())
  await client.query(
    `insert into ${schema}.presence select i, 1, lat, lng, cell, 0, null, '' from
     unnest($1::int[], $2::float8[], $3::float8[], $4::text[]) as t(i, lat, lng, cell)`,
    [fleet.map((_, i) => i + 1), fleet.map((p) => p.lat), fleet.map((p) => p.lng), fleet.map((p) => cellOf(p))],
  )
  await client.query(`analyze ${schema}.presence`)
  // the product's statement: its interval check is the same comparison on position_at_ms, here always
  // true, as for every report the product takes
  const report = path.join(dir, 'report.sql')
  writeFileSync(
    report,
    `\\set id random(1, ${TAXIS})
\\set lat random(40850000, 41200000)
\\set lng random(28600000, 29350000)
update ${schema}.presence set lat = :lat / 1000000.0, lng = :lng / 1000000.0,
  cell = (floor(:lat / 20000) || ':' || floor(:lng / 20000)), position_at_ms = position_at_ms + 5000, updated_at = 'x'
  where driver_id = :id and is_online = 1 and position_at_ms <= position_at_ms + 5000 returning active_ride_id;
`,
  )
  // the fleet into Redis once (GEOADD of every taxi), as presence there would hold it
  const load = fleet.map((p, i) => `GEOADD ${KEY} ${p.lng.toFixed(6)} ${p.lat.toFixed(6)} taxi:${i + 1}`).join('\n')
  execFileSync('redis-cli', ['-p', REDIS_PORT], { input: `${load}\n`, stdio: ['pipe', 'ignore', 'inherit'] })

  const pgArgs = ['-n', '-M', 'prepared', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), '-f', report]
  const pgbenchTransactions = (out: string) => Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1])
  // redis-benchmark runs a number of requests, not a time: enough for several seconds of each
  const GEOADDS = 400_000
  const GEOSEARCHES = 40_000
  /** redis-benchmark --csv: a header line, then "command","requests per second",… */
  const redisPerSecond = (out: string) => Number(JSON.parse(`[${out.trim().split('\n').at(-1) ?? ''}]`)[1])
  const redisArgs = (requests: number, command: string[]) => [
    '-p',
    REDIS_PORT,
    '-c',
    String(CLIENTS),
    '-n',
    String(requests),
    '-r',
    String(TAXIS),
    '--csv',
    ...command,
  ]
  const rounds: { pg: number; geoadd: number; geosearch: number; pgPerSecond: number; redisPerSecond: number }[] = []
  for (let round = 1; round <= Number(args.rounds); round++) {
    const report = serverCpuPerOp('postgres', 'pgbench', [...pgArgs, url.toString()], pgbenchTransactions)
    const geoadd = serverCpuPerOp(
      'redis-server',
      'redis-benchmark',
      redisArgs(GEOADDS, ['GEOADD', KEY, '28.9', '41.01', 'taxi:__rand_int__']),
      () => GEOADDS,
    )
    const geosearch = serverCpuPerOp(
      'redis-server',
      'redis-benchmark',
      redisArgs(GEOSEARCHES, [
        'GEOSEARCH',
        KEY,
        'FROMLONLAT',
        '28.97',
        '41.02',
        'BYRADIUS',
        '3',
        'km',
        'ASC',
        'WITHCOORD',
      ]),
      () => GEOSEARCHES,
    )
    rounds.push({
      pg: report.cpuMsPerOp,
      geoadd: geoadd.cpuMsPerOp,
      geosearch: geosearch.cpuMsPerOp,
      pgPerSecond: pgbenchTransactions(report.out) / SECONDS,
      redisPerSecond: redisPerSecond(geoadd.out),
    })
    process.stderr.write(`round ${round}: ${JSON.stringify(rounds.at(-1))}\n`)
  }
  const result = {
    bench: 'presence-stores',
    taxis: TAXIS,
    clients: CLIENTS,
    seconds: SECONDS,
    postgresReportCpuMs: median(rounds.map((r) => r.pg)),
    redisGeoaddCpuMs: median(rounds.map((r) => r.geoadd)),
    redisGeoaddRatio: median(rounds.map((r) => r.geoadd / r.pg)),
    redisGeosearchCpuMs: median(rounds.map((r) => r.geosearch)),
    postgresReportsPerSecond: median(rounds.map((r) => r.pgPerSecond)),
    redisGeoaddsPerSecond: median(rounds.map((r) => r.redisPerSecond)),
  }
  console.log(JSON.stringify(result))
  console.log(`
| server CPU per operation (${TAXIS} taxis, ${CLIENTS} connections, ${SECONDS} s × ${rounds.length} rounds) | ms | × PostgreSQL's report |
| --- | --- | --- |
| PostgreSQL: the position report (conditional UPDATE … RETURNING, prepared) | ${result.postgresReportCpuMs.toFixed(4)} | 1 |
| Redis: GEOADD of the taxi | ${result.redisGeoaddCpuMs.toFixed(4)} | ${result.redisGeoaddRatio.toFixed(2)} |
| Redis: GEOSEARCH 3 km with coordinates | ${result.redisGeosearchCpuMs.toFixed(4)} | — |
(taken: PostgreSQL ${result.postgresReportsPerSecond.toFixed(0)}/s, Redis GEOADD ${result.redisGeoaddsPerSecond.toFixed(0)}/s)`)
} finally {
  await client.query(`drop schema if exists ${schema} cascade`)
  await client.end()
  spawnSync('redis-cli', ['-p', REDIS_PORT, 'DEL', KEY])
  rmSync(dir, { recursive: true, force: true })
}
