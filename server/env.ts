import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** The server's configuration, read from the environment once at start (README lists it). */
export type Env = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | null
  publicUrl: string
  smtpUrl: string | null
  mailFrom: string
  authSecret: string
  /** null: decide by database (seed a new embedded database, never PostgreSQL). */
  demoData: boolean | null
  trustProxy: boolean
  isProduction: boolean
}

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true')

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://durak.com.tr' }).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Durak <no-reply@durak.com.tr>'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_DATA: flag.optional(),
  TRUST_PROXY: flag.default(false),
  NODE_ENV: z.string().optional(),
})

export class EnvError extends Error {}

/** Parse the environment; throws EnvError naming each bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const parsed = EnvSchema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR)
  const databaseUrl = e.DATABASE_URL ?? null
  let authSecret = e.AUTH_SECRET
  if (!authSecret) {
    if (databaseUrl) {
      // Several instances share a PostgreSQL database, so they must share one secret too.
      throw new EnvError('Invalid configuration:\n  AUTH_SECRET: required when DATABASE_URL is set')
    }
    authSecret = readOrCreateSecret(dataDir)
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    authSecret,
    demoData: e.DEMO_DATA ?? null,
    trustProxy: e.TRUST_PROXY,
    isProduction: e.NODE_ENV === 'production',
  }
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}
