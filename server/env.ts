import { randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_SUPPORT_ADJUSTMENT_LIMIT_KURUS, MAX_ADJUSTMENT_KURUS } from '#shared/schemas/adjustments.ts'
import { DEFAULT_RIDE_TIMEOUTS, type RideTimeouts } from '#shared/ride-lifecycle/rules.ts'
import { DEFAULT_OVERLOAD_LIMITS, type OverloadLimits } from './core/overload-guard.ts'
import type { S3Config } from './core/storage/scan-storage.ts'

/** The server's configuration, read from the environment once at start (README lists it). */
export type Env = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | null
  publicUrl: string
  /** Origins better-auth accepts besides publicUrl: without PUBLIC_URL, the addresses the server prints and answers at. */
  localOrigins: string[]
  smtpUrl: string | null
  mailFrom: string
  /** Netgsm SMS gateway (decision 049); with no URL, SMS go to DATA_DIR/outbox. */
  sms: { url: string | null; user: string | null; password: string | null; header: string | null }
  /** How long an SMS sign-in code lives (3 minutes; e2e shortens it). */
  phoneCodeSeconds: number
  authSecret: string
  /** null: decide by database (seed a new embedded database, never PostgreSQL). */
  demoData: boolean | null
  /** Proxies whose X-Forwarded-For we believe: false, a hop count, or addresses/CIDRs (Fastify's trustProxy). */
  trustProxy: TrustProxy
  isProduction: boolean
  /** Dispatch timeouts in seconds (defaults from the le.taxi public API). */
  rideTimeouts: RideTimeouts
  /** New ride requests a passenger may make in 5 minutes (issue 22, item 7). */
  rideRequestLimit: number
  /** After SIGTERM, how long readiness answers 503 while requests are still served (a load balancer's window). */
  shutdownDrainMs: number
  /** PostgreSQL statement timeout; the client gives up 2 s later. */
  databaseTimeoutMs: number
  /** When the instance sheds load with 503 (server/core/overload-guard.ts); null: never (`OVERLOAD_SHEDDING=0`). */
  overloadLimits: OverloadLimits | null
  /** Live streams one instance holds at most (`MAX_STREAMS_PER_INSTANCE`); null: derived from the heap budget. */
  maxStreams: number | null
  /** Where document scans are kept: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/scans (decision 058). */
  s3: S3Config | null
  /** The most SUPPORT may refund or credit in one adjustment, kuruş (`ADJUSTMENT_SUPPORT_LIMIT_KURUS`; decision 057). */
  supportAdjustmentLimitKurus: number
}

export type TrustProxy = false | number | string[]

/** `a.b.c.d`, an IPv6 address, either with `/prefix`, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: `0` (default) trusts nobody; a number of proxy hops in front of us (`1`: one load
 * balancer); or a comma-separated list of proxy addresses/CIDRs. Never "trust everyone": Fastify's
 * `trustProxy: true` takes the left-most X-Forwarded-For entry, which any client writes itself.
 */
const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim()
  if (text === '0' || text === 'false') return false
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  const bad = entries.filter((e) => !isProxyAddress(e))
  if (!entries.length || bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `must be 0, a number of proxy hops, or proxy addresses/CIDRs separated by commas (not: ${bad.join(', ') || value})`,
    })
    return z.NEVER
  }
  return entries
})

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true')

function seconds(fallback: number) {
  return z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .default(fallback)
}

function milliseconds(fallback: number, min: number, max: number) {
  return z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback)
}

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://durak.com.tr' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Durak <no-reply@durak.com.tr>'),
  SMS_URL: z.url({ error: 'must be a URL such as https://api.netgsm.com.tr/sms/rest/v2/send' }).optional(),
  SMS_USER: z.string().optional(),
  SMS_PASSWORD: z.string().optional(),
  SMS_HEADER: z.string().optional(),
  PHONE_CODE_SECONDS: seconds(180),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_DATA: flag.optional(),
  TRUST_PROXY: trustProxy.default(false),
  NODE_ENV: z.string().optional(),
  RIDE_OFFER_TIMEOUT_SECONDS: seconds(DEFAULT_RIDE_TIMEOUTS.offerSeconds),
  RIDE_REQUEST_TIMEOUT_SECONDS: seconds(DEFAULT_RIDE_TIMEOUTS.requestSeconds),
  RIDE_IN_PROGRESS_FLAG_SECONDS: seconds(DEFAULT_RIDE_TIMEOUTS.inProgressFlagSeconds),
  DRIVER_SILENCE_SECONDS: seconds(DEFAULT_RIDE_TIMEOUTS.driverSilenceSeconds),
  ALERT_NO_ACCEPT_SECONDS: seconds(DEFAULT_RIDE_TIMEOUTS.alertNoAcceptSeconds),
  ALERT_NOT_APPROACHING_SECONDS: seconds(DEFAULT_RIDE_TIMEOUTS.alertNotApproachingSeconds),
  ALERT_ARRIVED_NO_START_SECONDS: seconds(DEFAULT_RIDE_TIMEOUTS.alertArrivedNoStartSeconds),
  ALERT_LONG_RIDE_SECONDS: seconds(DEFAULT_RIDE_TIMEOUTS.alertLongRideSeconds),
  RIDE_REQUEST_LIMIT: z.coerce
    .number({ error: 'must be a number of requests' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(5),
  // the whole shutdown must fit in 10 s: the drain window, then in-flight requests and closing the database
  SHUTDOWN_DRAIN_MS: milliseconds(5_000, 0, 8_000),
  DATABASE_TIMEOUT_MS: milliseconds(10_000, 100, 600_000),
  OVERLOAD_SHEDDING: flag.default(true),
  MAX_STREAMS_PER_INSTANCE: z.coerce
    .number({ error: 'must be a number of streams' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .optional(),
  OVERLOAD_MIN_IN_FLIGHT: z.coerce
    .number({ error: 'must be a number of requests' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(DEFAULT_OVERLOAD_LIMITS.minInFlight),
  OVERLOAD_SHED_POSITIONS_AT_QUEUE_MS: milliseconds(DEFAULT_OVERLOAD_LIMITS.shedPositionsAtQueueMs, 5, 60_000),
  OVERLOAD_SHED_ALL_AT_QUEUE_MS: milliseconds(DEFAULT_OVERLOAD_LIMITS.shedAllAtQueueMs, 5, 60_000),
  S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.eu-central-1.amazonaws.com' }).optional(),
  S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  ADJUSTMENT_SUPPORT_LIMIT_KURUS: z.coerce
    .number({ error: 'must be a number of kuruş' })
    .int('must be a whole number of kuruş')
    .min(0, 'must be at least 0')
    .max(MAX_ADJUSTMENT_KURUS, `must be at most ${MAX_ADJUSTMENT_KURUS}`)
    .default(DEFAULT_SUPPORT_ADJUSTMENT_LIMIT_KURUS),
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
  const s3 = s3Config(e)
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
    localOrigins: e.PUBLIC_URL ? [] : localOrigins(e.HOST, e.PORT),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    sms: {
      url: e.SMS_URL ?? null,
      user: e.SMS_USER ?? null,
      password: e.SMS_PASSWORD ?? null,
      header: e.SMS_HEADER ?? null,
    },
    phoneCodeSeconds: e.PHONE_CODE_SECONDS,
    authSecret,
    demoData: e.DEMO_DATA ?? null,
    trustProxy: e.TRUST_PROXY,
    isProduction: e.NODE_ENV === 'production',
    rideTimeouts: {
      offerSeconds: e.RIDE_OFFER_TIMEOUT_SECONDS,
      requestSeconds: e.RIDE_REQUEST_TIMEOUT_SECONDS,
      inProgressFlagSeconds: e.RIDE_IN_PROGRESS_FLAG_SECONDS,
      driverSilenceSeconds: e.DRIVER_SILENCE_SECONDS,
      alertNoAcceptSeconds: e.ALERT_NO_ACCEPT_SECONDS,
      alertNotApproachingSeconds: e.ALERT_NOT_APPROACHING_SECONDS,
      alertArrivedNoStartSeconds: e.ALERT_ARRIVED_NO_START_SECONDS,
      alertLongRideSeconds: e.ALERT_LONG_RIDE_SECONDS,
    },
    rideRequestLimit: e.RIDE_REQUEST_LIMIT,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    overloadLimits: e.OVERLOAD_SHEDDING
      ? {
          minInFlight: e.OVERLOAD_MIN_IN_FLIGHT,
          shedPositionsAtQueueMs: e.OVERLOAD_SHED_POSITIONS_AT_QUEUE_MS,
          shedAllAtQueueMs: e.OVERLOAD_SHED_ALL_AT_QUEUE_MS,
        }
      : null,
    maxStreams: e.MAX_STREAMS_PER_INSTANCE ?? null,
    s3,
    supportAdjustmentLimitKurus: e.ADJUSTMENT_SUPPORT_LIMIT_KURUS,
  }
}

/** S3_BUCKET turns the S3-compatible store on; it then needs its endpoint and both keys. */
function s3Config(e: z.infer<typeof EnvSchema>): S3Config | null {
  if (!e.S3_BUCKET) return null
  const { S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e
  if (!endpoint || !accessKeyId || !secretAccessKey)
    throw new EnvError(
      'Invalid configuration:\n  S3_BUCKET: needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well',
    )
  return { endpoint, bucket: e.S3_BUCKET, region: e.S3_REGION, accessKeyId, secretAccessKey }
}

/** With the default PUBLIC_URL the server must work at the address its log prints as well as at localhost. */
function localOrigins(host: string, port: number): string[] {
  const hosts = new Set(['localhost', '127.0.0.1'])
  if (host !== '0.0.0.0' && host !== '::') hosts.add(host.includes(':') ? `[${host}]` : host)
  return [...hosts].map((name) => `http://${name}:${port}`)
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}
