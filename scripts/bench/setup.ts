import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { base32 } from '@better-auth/utils/base32'
import path from 'node:path'
import { buildApp } from '#server/app.ts'
import { createAuth } from '#server/core/auth.ts'
import { openDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { loadEnv } from '#server/env.ts'
import { findUserIdByEmail } from '#server/features/users/users.queries.ts'
import { SCALE_ACCOUNTS } from '#server/features/scale/scale.service.ts'
import { queryCapture, type CapturedQuery } from '#server/test/query-capture.ts'
import { secretOfUri, totpCode } from '#server/test/staff-sign-in.ts'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const SCALE_PASSWORD = 'durak-scale-1'

export type DataSet = {
  rides: number
  passengers: number
  drivers: number
  heavyPassengerRides: number
  heavyDriverRides: number
}

/** True when the database behind `env` already holds the generated set. */
export async function hasDataSet(env: NodeJS.ProcessEnv): Promise<boolean> {
  const config = loadEnv(env)
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(handle.db, handle.dialect)
    return (await findUserIdByEmail(handle.db, SCALE_ACCOUNTS.heavyPassenger)) !== null
  } finally {
    await handle.close()
  }
}

function runChild(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env, stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))))
  })
}

/** `npm run cli -- demo scale …` into the benchmark's database. */
export async function generateDataSet(env: NodeJS.ProcessEnv, set: DataSet): Promise<void> {
  await runChild(
    [
      'server/cli/cli.ts',
      'demo',
      'scale',
      `--rides=${set.rides}`,
      `--passengers=${set.passengers}`,
      `--drivers=${set.drivers}`,
      `--heavy-passenger-rides=${set.heavyPassengerRides}`,
      `--heavy-driver-rides=${set.heavyDriverRides}`,
      `--password=${SCALE_PASSWORD}`,
    ],
    env,
  )
}

export type Product = { url: string; pid: number; stop: () => Promise<void> }

/** The V8 flags `npm start` gives Node (its memory budget), read from package.json: one place says them. */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  return scripts.start.split(/\s+/).filter((word) => /^--max-[\w-]+=\d+$/.test(word))
}

/** The real server (server/main.ts) on the built app, as `npm start` runs it. */
export async function startProduct(env: NodeJS.ProcessEnv): Promise<Product> {
  const url = env.PUBLIC_URL!
  const child: ChildProcess = spawn(process.execPath, [...startFlags(), '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`)
    const ready = await fetch(`${url}/api/v1/ready`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ready) break
    if (Date.now() > deadline) throw new Error('The server did not become ready in 60 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

async function postAuth(url: string, endpoint: string, body: object, cookie?: string): Promise<Response> {
  const response = await fetch(`${url}/api/auth/${endpoint}`, {
    method: 'POST',
    headers: {
      origin: url,
      'content-type': 'application/json',
      'x-forwarded-for': '10.0.0.1',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${endpoint} failed: ${response.status} ${await response.text()}`)
  return response
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

/** Sign in through the real endpoint; the Cookie header to send afterwards. */
export async function signIn(url: string, email: string): Promise<string> {
  return cookiesOf(await postAuth(url, 'sign-in/email', { email, password: SCALE_PASSWORD }))
}

/**
 * Sign a staff member in as the browser does (issue 14: staff pass two-factor): the first time the
 * account enrols and its TOTP secret is kept in the data directory (`staff-totp-<email>`, the
 * benchmark's own throw-away accounts), later runs give the current code from it.
 */
export async function signInStaff(url: string, email: string, dataDir: string): Promise<string> {
  const secretFile = path.join(dataDir, `staff-totp-${email}`)
  const signedIn = await postAuth(url, 'sign-in/email', { email, password: SCALE_PASSWORD })
  const { twoFactorRedirect } = (await signedIn.json()) as { twoFactorRedirect?: boolean }
  let secret: Uint8Array
  if (twoFactorRedirect) {
    if (!existsSync(secretFile))
      throw new Error(`${email} has two-factor enrolled but ${secretFile} is missing: generate the data set again`)
    secret = base32.decode(readFileSync(secretFile, 'utf8').trim())
  } else {
    const enable = await postAuth(url, 'two-factor/enable', { password: SCALE_PASSWORD }, cookiesOf(signedIn))
    const { totpURI } = (await enable.json()) as { totpURI: string }
    secret = secretOfUri(totpURI)
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(secretFile, base32.encode(secret), { mode: 0o600 })
  }
  const verified = await postAuth(url, 'two-factor/verify-totp', { code: await totpCode(secret) }, cookiesOf(signedIn))
  return cookiesOf(verified)
}

/** Follow `nextCursor` to the cursor of page `page` (1-based) of a list. */
export async function cursorOfPage(url: string, pathAndQuery: string, cookie: string, page: number): Promise<string> {
  let cursor: string | null = null
  for (let n = 1; n < page; n++) {
    const separator = pathAndQuery.includes('?') ? '&' : '?'
    const target = cursor ? `${pathAndQuery}${separator}cursor=${encodeURIComponent(cursor)}` : pathAndQuery
    const response = await fetch(`${url}${target}`, { headers: { cookie } })
    const body = (await response.json()) as { nextCursor: string | null }
    if (!body.nextCursor) throw new Error(`${pathAndQuery} has fewer than ${page} pages`)
    cursor = body.nextCursor
  }
  return cursor!
}

export type Captured = { body: string; status: number; statements: CapturedQuery[] }

/**
 * Ask the app, built in this process on the same database and secret, for each request with its
 * cookie, recording every statement it runs: the same-SQL reference replays the SELECTs.
 */
export async function captureQueries(
  env: NodeJS.ProcessEnv,
  requests: Record<string, { path: string; cookie: string }>,
) {
  const config = loadEnv(env)
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const capture = queryCapture(handle.dialect)
  const db = handle.db.withPlugin(capture.plugin)
  const mailer = { describe: 'none', send: async () => {} }
  const auth = createAuth({
    db,
    dialect: handle.dialect,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    mailer,
    quiet: true,
  })
  const app = await buildApp({
    db,
    dialect: handle.dialect,
    auth,
    publicUrl: config.publicUrl,
    client: null,
    now: () => new Date(),
  })
  const captured: Record<string, Captured> = {}
  try {
    for (const [name, request] of Object.entries(requests)) {
      // The first request of an instance makes better-auth look at its tables: not part of an answer
      await app.inject({ method: 'GET', url: request.path, headers: { cookie: request.cookie } })
      capture.take()
      const response = await app.inject({ method: 'GET', url: request.path, headers: { cookie: request.cookie } })
      if (response.statusCode !== 200) throw new Error(`${request.path}: ${response.statusCode} ${response.body}`)
      const statements = capture.take().filter((s) => /^\s*select\b/i.test(s.sql))
      captured[name] = { body: response.body, status: response.statusCode, statements }
    }
  } finally {
    await app.close()
    await handle.close()
  }
  return captured
}

/** A typical hashed JavaScript asset: the one whose size is nearest 16 KB (a route chunk, in practice). */
export function typicalScriptAsset(clientDir: string): string {
  const assets = readdirSync(path.join(clientDir, 'assets')).filter((name) => name.endsWith('.js'))
  const sized = assets.map((name) => ({
    name,
    distance: Math.abs(statSync(path.join(clientDir, 'assets', name)).size - 16_384),
  }))
  sized.sort((a, b) => a.distance - b.distance)
  if (!sized[0]) throw new Error('No JavaScript asset in the build')
  return `/assets/${sized[0].name}`
}
