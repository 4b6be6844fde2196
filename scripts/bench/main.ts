import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SCALE_ACCOUNTS } from '#server/features/scale/scale.service.ts'
import { run, runPaced, type Load, type RunOptions, type Sample } from './measure.ts'
import { burstKind, pacedKind, printTable, summarise, type Target } from './report.ts'
import type { ReferenceSpec } from './reference-server.ts'
import {
  captureQueries,
  cursorOfPage,
  generateDataSet,
  hasDataSet,
  typicalScriptAsset,
  ROOT,
  SCALE_PASSWORD,
  signIn,
  signInStaff,
  startProduct,
} from './setup.ts'

/**
 * `npm run bench [-- --quick] [--database-url postgres://…]`: the product on the generated data
 * set against references measured in the same run (docs/performance.md). Needs `npm run build`.
 */
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    duration: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string', default: '3900' },
  },
})
const quick = args.quick!
const rounds = Number(args.rounds ?? (quick ? 1 : 3))
const durationSeconds = Number(args.duration ?? (quick ? 2 : 5))
const warmupSeconds = quick ? 0.5 : 1
const dataSet = quick
  ? { rides: 20_000, passengers: 2_000, drivers: 200, heavyPassengerRides: 2_000, heavyDriverRides: 4_000 }
  : { rides: 1_000_000, passengers: 50_000, drivers: 5_000, heavyPassengerRides: 10_000, heavyDriverRides: 20_000 }
const databaseUrl = args['database-url'] ?? null
const dialect = databaseUrl ? 'postgres' : 'sqlite'
const clientDir = path.join(ROOT, process.env.BUILD_DIR ?? 'build', 'client')
if (!existsSync(clientDir)) {
  console.error('The app is not built: run `npm run build` first (the benchmark measures the built app).')
  process.exit(1)
}

const dataDir = path.resolve(
  args['data-dir'] ?? path.join(ROOT, 'bench-data', `${dialect}-${quick ? 'quick' : 'full'}`),
)
const url = `http://127.0.0.1:${args.port}`
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: args.port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: url,
  DATABASE_URL: databaseUrl ?? '',
  AUTH_SECRET: databaseUrl ? 'bench-secret-0123456789-0123456789-abcdef' : '',
  DEMO_DATA: '0',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // The sign-in run gives each request its own client address (the per-address limit allows 10 a minute).
  TRUST_PROXY: '1',
}

if (!(await hasDataSet(env))) {
  console.log(`Generating the data set into ${databaseUrl ? 'PostgreSQL' : dataDir}…`)
  await generateDataSet(env, dataSet)
}
const product = await startProduct(env)
const children: { kill: () => void }[] = []
try {
  const [passenger, driver, admin] = [
    await signIn(url, SCALE_ACCOUNTS.heavyPassenger),
    await signIn(url, SCALE_ACCOUNTS.heavyDriver),
    await signInStaff(url, SCALE_ACCOUNTS.admin, dataDir),
  ]
  const ridesPage101 = await cursorOfPage(url, '/api/v1/me/rides?limit=10', passenger, 101)
  const adminPage101 = await cursorOfPage(url, '/api/v1/rides?status=COMPLETED', admin, 101)
  const api: Record<string, { path: string; cookie: string; rate: number }> = {
    'GET /api/me (passenger)': { path: '/api/v1/me', cookie: passenger, rate: 1000 },
    'GET /api/me (driver)': { path: '/api/v1/me', cookie: driver, rate: 1000 },
    'GET /api/me/summary (passenger)': { path: '/api/v1/me/summary', cookie: passenger, rate: 1000 },
    'GET /api/me/summary (driver)': { path: '/api/v1/me/summary', cookie: driver, rate: 1000 },
    'GET /api/me/rides?limit=10 (passenger)': { path: '/api/v1/me/rides?limit=10', cookie: passenger, rate: 1000 },
    'GET /api/me/rides?limit=10 (driver)': { path: '/api/v1/me/rides?limit=10', cookie: driver, rate: 1000 },
    'GET /api/me/rides page 101 (passenger)': {
      path: `/api/v1/me/rides?limit=10&cursor=${encodeURIComponent(ridesPage101)}`,
      cookie: passenger,
      rate: 1000,
    },
    'GET /api/rides?status=COMPLETED (admin)': { path: '/api/v1/rides?status=COMPLETED', cookie: admin, rate: 500 },
    'GET /api/rides?status=COMPLETED page 101 (admin)': {
      path: `/api/v1/rides?status=COMPLETED&cursor=${encodeURIComponent(adminPage101)}`,
      cookie: admin,
      rate: 500,
    },
    'GET /api/admin/rides (admin)': { path: '/api/v1/admin/rides', cookie: admin, rate: 500 },
    'GET /api/users (admin)': { path: '/api/v1/users', cookie: admin, rate: 500 },
    'GET /api/admin/users (admin)': { path: '/api/v1/admin/users', cookie: admin, rate: 500 },
    'GET /api/users?userType=DRIVER (admin)': { path: '/api/v1/users?userType=DRIVER', cookie: admin, rate: 500 },
  }
  const names = Object.keys(api)
  const captured = await captureQueries(env, api)
  const spec: ReferenceSpec = {
    dialect,
    sqliteFile: databaseUrl ? null : path.join(dataDir, 'durak.sqlite'),
    databaseUrl,
    clientDir,
    endpoints: Object.fromEntries(
      names.map((name, i) => [`e${i}`, { body: captured[name]!.body, statements: captured[name]!.statements }]),
    ),
  }
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true })
  const specFile = path.join(ROOT, 'bench-results', '.reference-spec.json')
  writeFileSync(specFile, JSON.stringify(spec))
  const reference = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/reference-server.ts', specFile], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(reference)
  const ports = await new Promise<{ fastify: number; static: number }>((resolve, reject) => {
    reference.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString())))
    reference.once('exit', (code) => reject(new Error(`reference server exited with ${code}`)))
  })
  const refUrl = `http://127.0.0.1:${ports.fastify}`
  const staticUrl = `http://127.0.0.1:${ports.static}`
  const asset = typicalScriptAsset(clientDir)
  const pageHeaders = { 'accept-encoding': 'br, gzip', 'accept-language': 'tr-TR,tr;q=0.9' }

  const targets: Target[] = [
    ...names.map((name, i) => ({
      name,
      product: { url: `${url}${api[name]!.path}`, headers: { cookie: api[name]!.cookie } },
      references: { json: { url: `${refUrl}/json/e${i}` }, sql: { url: `${refUrl}/sql/e${i}` } },
      fixedRate: api[name]!.rate,
    })),
    ...['/', '/destek', asset].map((p) => ({
      name: p === asset ? `GET hashed asset ${p.slice(8, 28)}…` : `GET ${p}`,
      product: { url: `${url}${p}`, headers: pageHeaders },
      references: { static: { url: `${staticUrl}${p}`, headers: pageHeaders } },
    })),
    {
      name: 'POST /api/auth/sign-in/email',
      product: {
        url: `${url}/api/auth/sign-in/email`,
        method: 'POST',
        headers: { origin: url, 'content-type': 'application/json' },
        body: JSON.stringify({ email: SCALE_ACCOUNTS.heavyPassenger, password: SCALE_PASSWORD }),
        distinctClientIps: true,
      },
      references: {},
    },
  ]
  const only = args.only ? new RegExp(args.only) : null
  const selected = only ? targets.filter((t) => only.test(t.name)) : targets
  const samples: Record<string, Record<string, Sample[]>> = {}
  const measure = async (
    target: string,
    kind: string,
    load: Load,
    options: RunOptions & { paced?: boolean },
    pid: number | null,
  ) => {
    const once = (o: RunOptions, p: number | null) =>
      options.paced
        ? runPaced(load, { rate: o.overallRate!, durationSeconds: o.durationSeconds, connections: o.connections }, p)
        : run(load, o, p)
    await once({ ...options, durationSeconds: warmupSeconds }, null)
    const sample = await once(options, pid)
    ;((samples[target] ??= {})[kind] ??= []).push(sample)
    console.log(
      `  ${target} · ${kind}: ${Math.round(sample.requestsPerSecond)} req/s, p99 ${sample.p99Ms} ms, errors ${sample.errors}`,
    )
  }
  for (let round = 1; round <= rounds; round++) {
    console.log(`Round ${round} of ${rounds}`)
    for (const target of selected) {
      const c20 = { connections: 20, durationSeconds }
      await measure(target.name, 'product', target.product as Load, c20, product.pid)
      for (const [kind, load] of Object.entries(target.references))
        await measure(target.name, kind, load as Load, c20, reference.pid ?? null)
      if (target.fixedRate) {
        const rate = { ...c20, overallRate: target.fixedRate }
        await measure(
          target.name,
          pacedKind(target.fixedRate),
          target.product as Load,
          { ...rate, paced: true },
          product.pid,
        )
        await measure(target.name, burstKind(target.fixedRate), target.product as Load, rate, product.pid)
      }
    }
  }
  const summary = summarise(selected, samples)
  const result = {
    date: new Date().toISOString(),
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    dialect,
    dataSet,
    rounds,
    durationSeconds,
    summary,
    samples,
  }
  const file = path.join(
    ROOT,
    'bench-results',
    `${result.date.replace(/[:.]/g, '-')}-${dialect}-${quick ? 'quick' : 'full'}.json`,
  )
  writeFileSync(file, JSON.stringify(result, null, 2))
  printTable(summary)
  console.log(`Written: ${path.relative(ROOT, file)}`)
} finally {
  for (const child of children) child.kill()
  await product.stop()
}
