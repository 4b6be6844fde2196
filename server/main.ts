import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app.ts'
import { scanStorageFrom } from './core/storage/scan-storage.ts'
import { closeConnectionsWhileDraining, createDrainState, shutDownGracefully } from './core/shutdown.ts'
import { EnvError, loadEnv } from './env.ts'
import { createServerLogger, jobLogger, logFailure, processLogger } from './core/logger.ts'
import { startServices } from './services.ts'
import { startSweeper } from '#server/features/ride-lifecycle/index.ts'
import { readClientBuild } from './web.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** env → database → listen → graceful shutdown. */
export async function main(options: { serveClient?: boolean } = {}) {
  // one logger for the whole process: the services started before the app, then the app itself
  const log = createServerLogger()
  let env
  try {
    env = loadEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      log.fatal(error.message)
      process.exit(2)
    }
    throw error
  }
  const devOrigins = options.serveClient === false ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : []
  const services = await startServices(env, { devOrigins, log })
  const client =
    options.serveClient === false ? null : readClientBuild(path.join(ROOT, process.env.BUILD_DIR ?? 'build', 'client'))
  if (options.serveClient !== false && !client) {
    log.fatal('The app is not built: run `npm run build` (npm start does this for you).')
    process.exit(1)
  }
  const drain = createDrainState()
  const app = await buildApp({
    db: services.db,
    dialect: services.dialect,
    auth: services.auth,
    mailer: services.mailer,
    publicUrl: env.publicUrl,
    // the same origins better-auth trusts: without PUBLIC_URL, the addresses the server prints
    trustedOrigins: [...env.localOrigins, ...devOrigins],
    client,
    now: () => new Date(),
    trustProxy: env.trustProxy,
    logger: log,
    bus: services.bus,
    rideTimeouts: env.rideTimeouts,
    rideRequestLimit: env.rideRequestLimit,
    supportAdjustmentLimitKurus: env.supportAdjustmentLimitKurus,
    isDraining: drain.isDraining,
    overloadLimits: env.overloadLimits,
    maxStreams: env.maxStreams,
    scanStorage: scanStorageFrom(env),
  })
  closeConnectionsWhileDraining(app, drain)
  const sweeperLog = jobLogger(app.log, 'ride-sweeper')
  const stopSweeper = startSweeper(app.rideLifecycle, (message, error) => logFailure(sweeperLog, message, error))

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    await shutDownGracefully(signal, {
      app,
      drain,
      drainMs: env.shutdownDrainMs,
      stopBackground: stopSweeper,
      closeServices: services.close,
      exit: (code) => process.exit(code),
    })
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: env.port, host: env.host })
  app.log.info(
    `Durak on ${env.publicUrl} (${services.dialect === 'sqlite' ? `SQLite in ${env.dataDir}` : 'PostgreSQL'}; mail: ${services.mailer.describe}${services.seeded ? '; demo data seeded' : ''})`,
  )
  return app
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main({ serveClient: process.env.SERVE_CLIENT !== '0' }).catch((error) => {
    logFailure(processLogger(), 'The server did not start', error)
    process.exit(1)
  })
}
