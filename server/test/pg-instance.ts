import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import { createAuth } from '#server/core/auth.ts'
import { openDatabase } from '#server/db/database.ts'
import { createPgEventBus } from '#server/events/pg-event-bus.ts'
import { PUBLIC_URL, type TestContext } from './context.ts'

export type ServerInstance = { app: FastifyInstance; close: () => Promise<void> }

/**
 * Another server instance on the test context's PostgreSQL schema, with its own connection pool and
 * LISTEN/NOTIFY bus, listening on a free port: what two instances behind a load balancer share.
 */
export async function startPgInstance(ctx: TestContext): Promise<ServerInstance> {
  const handle = openDatabase({ databaseUrl: ctx.databaseUrl, dataDir: mkdtempSync(path.join(tmpdir(), 'durak-b-')) })
  const bus = await createPgEventBus(ctx.databaseUrl!)
  const auth = createAuth({
    db: handle.db,
    dialect: handle.dialect,
    secret: 'test-secret-that-is-long-enough-0123456789abcdef',
    publicUrl: PUBLIC_URL,
    mailer: { describe: 'none', send: async () => {} },
    quiet: true,
  })
  const app = await buildApp({
    db: handle.db,
    dialect: handle.dialect,
    auth,
    publicUrl: PUBLIC_URL,
    client: null,
    now: () => ctx.now,
    trustProxy: 1,
    bus,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, close: async () => (await app.close(), await bus.close(), await handle.close()) }
}

/** The base URL a listening instance answers on. */
export function urlOf(app: FastifyInstance): string {
  const a = app.server.address()
  return typeof a === 'object' && a ? `http://127.0.0.1:${a.port}` : ''
}
