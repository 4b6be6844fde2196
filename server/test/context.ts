import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { buildApp } from '#server/app.ts'
import { diskScanStorage, type ScanStorage } from '#server/core/storage/scan-storage.ts'
import { createAuth, type Auth } from '#server/core/auth.ts'
import { openDatabase, type DatabaseHandle, type Dialect } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import type { Mail } from '#server/core/mail/mailer.ts'
import type { Sms } from '#server/core/sms/sms-sender.ts'
import { createRide, type NewRideInput } from '#server/features/rides/rides.queries.ts'
import { createUser, type NewUser } from '#server/features/users/users.service.ts'

export const PUBLIC_URL = 'http://durak.test'

/** The app trusts one proxy hop in tests (X-Forwarded-For's last entry), so each simulated client gets its own rate-limit bucket. */
export function randomIp(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
}

/** The columns every `rides` row needs, for migration tests that write rows by hand, past the services. */
export function bareRideRow(passengerId: string) {
  return {
    passengerId,
    status: 'REQUESTED',
    fareKurus: 0,
    distanceMetres: 0,
    durationSeconds: 0,
    createdAt: new Date().toISOString(),
  }
}

/** The dialects API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export type TestContext = DatabaseHandle & {
  app: FastifyInstance
  /** The throw-away schema's URL on PostgreSQL (a second instance can open it); null on SQLite. */
  databaseUrl: string | null
  auth: Auth
  mails: Mail[]
  /** Text messages (sign-in codes) the server sent. */
  smsSent: Sms[]
  now: Date
  /** Answers that broke the OpenAPI document (each was also answered as a 500 RESPONSE_CONTRACT). */
  responseViolations: string[]
  createUser: (
    input: Partial<NewUser> & { type: NewUser['type'] },
  ) => Promise<{ id: string; email: string; password: string }>
  createRide: (ride: Partial<NewRideInput> & { passengerId: string }) => Promise<string>
  /** Sign in through the real HTTP endpoint; returns the Cookie header to send. */
  signIn: (user: { email: string; password: string }) => Promise<string>
  destroy: () => Promise<void>
}

/**
 * Kysely's migrator reads the catalog of every schema in the database (`introspection.getTables`,
 * which looks schemas and tables up by name). A schema that another test file drops at that moment
 * fails the read ("schema … does not exist", or a column of a table being dropped). The migration
 * is idempotent, so it is tried again (decision 079: test files run at once on one database).
 */
export async function migrateBesideOtherFiles(handle: DatabaseHandle): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(handle.db, handle.dialect)
      return
    } catch (error) {
      const cause = ((error as Error).cause ?? error) as { code?: string; message?: string }
      // schema, table or column gone by the time the catalog read looked it up by name
      const dropped = ['3F000', '42P01', '42703'].includes(cause.code ?? '')
      if (handle.dialect !== 'postgres' || !dropped || attempt === 5) throw error
    }
  }
}

/**
 * A fresh database (a temp SQLite file, or a throw-away schema in TEST_DATABASE_URL) with the
 * migrations applied and the whole app built around it through `buildApp()`.
 */
export async function createTestContext(
  dialect: Dialect,
  options: { now?: Date; maxStreams?: number; scanStorage?: ScanStorage } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'durak-test-'))
  const { databaseUrl, dropSchema } =
    dialect === 'postgres'
      ? await throwAwaySchema(process.env.TEST_DATABASE_URL!)
      : { databaseUrl: null, dropSchema: async () => {} }
  const handle = openDatabase({ databaseUrl, dataDir })
  await migrateBesideOtherFiles(handle)
  const mails: Mail[] = []
  const mailer = { describe: 'memory', send: async (mail: Mail) => void mails.push(mail) }
  const smsSent: Sms[] = []
  const auth = createAuth({
    db: handle.db,
    dialect: handle.dialect,
    secret: 'test-secret-that-is-long-enough-0123456789abcdef',
    publicUrl: PUBLIC_URL,
    mailer,
    sms: { describe: 'memory', send: async (sms) => void smsSent.push(sms) },
    log: () => {},
    quiet: true,
  })
  const now = options.now ?? new Date()
  const responseViolations: string[] = []
  const app = await buildApp({
    db: handle.db,
    dialect: handle.dialect,
    auth,
    mailer,
    publicUrl: PUBLIC_URL,
    client: null,
    now: () => now,
    trustProxy: 1,
    responseViolations,
    maxStreams: options.maxStreams,
    scanStorage: options.scanStorage ?? diskScanStorage(path.join(dataDir, 'scans')),
  })

  return {
    ...handle,
    app,
    databaseUrl,
    auth,
    mails,
    smsSent,
    now,
    responseViolations,
    async createUser(input) {
      const email = input.email ?? `${input.type.toLowerCase()}-${randomUUID().slice(0, 8)}@test.durak`
      const password = input.password ?? 'secret-123'
      const id = await createUser(
        { db: handle.db, auth },
        { firstName: 'Test', lastName: 'User', ...input, email, password },
      )
      return { id, email, password }
    },
    createRide(ride) {
      return createRide(handle.db, {
        driverId: null,
        status: 'COMPLETED',
        fareKurus: 10_000,
        distanceMetres: 5_000,
        durationSeconds: 600,
        pickupAddress: 'Taksim',
        dropoffAddress: 'Kadıköy',
        createdAt: now.toISOString(),
        ...ride,
      })
    },
    async signIn(user) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
        payload: { email: user.email, password: user.password },
      })
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`)
      const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? [])
      return cookies.map((c) => c.split(';')[0]).join('; ')
    },
    async destroy() {
      await app.close()
      await sql`select 1`.execute(handle.db).catch(() => {})
      await handle.close()
      await dropSchema()
      rmSync(dataDir, { recursive: true, force: true })
      // every API test checks its answers against the OpenAPI document
      if (responseViolations.length)
        throw new Error(`Answers that break the API document:\n${responseViolations.join('\n')}`)
    },
  }
}

/**
 * Kysely's migrator asks whether its two tables (kysely_migration, kysely_migration_lock) exist in
 * *any* schema of the database, and creates them only if none has them: a schema made while another
 * test file's schema is alive would then be migrated without them and fail ("relation
 * kysely_migration_lock does not exist"). Kysely creates them here in this schema itself, by name,
 * before `migrateToLatest` runs through the search_path (decision 079: test files run at once).
 */
async function kyselyTablesIn(base: string, schema: string) {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: base, max: 1 }) }),
  })
  try {
    const migrator = new Migrator({ db, migrationTableSchema: schema, provider: { getMigrations: async () => ({}) } })
    const { error } = await migrator.migrateToLatest()
    if (error) throw error
  } finally {
    await db.destroy()
  }
}

/** A fresh schema in the test PostgreSQL database, and the URL whose search_path points at it. */
export async function throwAwaySchema(base: string): Promise<{ databaseUrl: string; dropSchema: () => Promise<void> }> {
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  await run(`create schema ${schema}`)
  await kyselyTablesIn(base, schema)
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return { databaseUrl: url.toString(), dropSchema: () => run(`drop schema ${schema} cascade`) }
}
