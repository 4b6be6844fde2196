import path from 'node:path'
import { createAuth, type Auth } from './core/auth.ts'
import { openDatabase, type DatabaseHandle } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { seedDemoData } from './demo/seed.ts'
import type { Env } from './env.ts'
import { createMailer, type Mailer } from './core/mail/mailer.ts'
import { createSmsSender } from './core/sms/sms-sender.ts'
import { createInProcessBus, type EventBus } from './events/event-bus.ts'
import { createPgEventBus } from './events/pg-event-bus.ts'
import { jobLogger, logFailure, processLogger, type ServerLogger } from './core/logger.ts'

export type Services = DatabaseHandle & {
  auth: Auth
  mailer: Mailer
  bus: EventBus
  seeded: boolean
  log: ServerLogger
}

/** Open the database, migrate it, seed demo data where asked, and build auth: shared by server and CLI. */
export async function startServices(
  env: Env,
  options: { seed?: boolean; devOrigins?: string[]; log?: ServerLogger } = {},
): Promise<Services> {
  const log = options.log ?? processLogger()
  const handle = openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    timeoutMs: env.databaseTimeoutMs,
    log: jobLogger(log, 'database-pool'),
  })
  try {
    await migrateToLatest(handle.db, handle.dialect)
  } catch (error) {
    await handle.close()
    throw error
  }
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    outboxDir: path.join(env.dataDir, 'outbox'),
    log: jobLogger(log, 'mail'),
  })
  const auth = createAuth({
    db: handle.db,
    dialect: handle.dialect,
    secret: env.authSecret,
    publicUrl: env.publicUrl,
    mailer,
    sms: createSmsSender({ ...env.sms, smsUrl: env.sms.url, outboxDir: path.join(env.dataDir, 'outbox') }),
    phoneCodeSeconds: env.phoneCodeSeconds,
    trustedOrigins: [...env.localOrigins, ...(options.devOrigins ?? [])],
    log: (message, error) => logFailure(jobLogger(log, 'auth'), message, error),
  })
  // DEMO_DATA defaults to "yes" for a new embedded database and "no" for PostgreSQL.
  const wantsDemo = env.demoData ?? (handle.dialect === 'sqlite' && handle.isNew)
  let seeded = false
  if (options.seed !== false && wantsDemo) seeded = await seedDemoData({ db: handle.db, auth })
  // Live ride events: across every instance on PostgreSQL, in-process on the embedded database.
  const bus = env.databaseUrl
    ? await createPgEventBus(env.databaseUrl, { log: (message) => jobLogger(log, 'event-bus').error(message) })
    : createInProcessBus()
  const close = async () => {
    await bus.close()
    await handle.close()
  }
  return { ...handle, close, auth, mailer, bus, seeded, log }
}
