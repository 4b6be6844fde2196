import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import { createAuth } from '#server/core/auth.ts'
import { PUBLIC_URL, type TestContext } from './context.ts'

/**
 * A second app over a test context's database whose log lines are kept in `lines`: for tests of
 * what the server writes to its log (secrets and tokens never).
 */
export async function buildLoggedApp(
  ctx: TestContext,
  options: { level: 'trace' | 'info'; now: () => Date },
): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  const auth = createAuth({
    db: ctx.db,
    dialect: ctx.dialect,
    secret: 'log-test-secret-0123456789-abcdefghijkl',
    publicUrl: PUBLIC_URL,
    mailer: { describe: 'memory', send: async () => {} },
    quiet: true,
  })
  const app = await buildApp({
    db: ctx.db,
    dialect: ctx.dialect,
    auth,
    publicUrl: PUBLIC_URL,
    client: null,
    now: options.now,
    trustProxy: 1,
    logger: { level: options.level, stream },
  })
  return { app, lines }
}
