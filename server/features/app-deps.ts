import type { FastifyServerOptions } from 'fastify'
import type { ServerLogger } from '#server/core/logger.ts'
import type { Auth } from '#server/core/auth.ts'
import type { Mailer } from '#server/core/mail/mailer.ts'
import type { Db, Dialect } from '#server/db/database.ts'
import type { EventBus } from '#server/events/event-bus.ts'
import type { OverloadLimits } from '#server/core/overload-guard.ts'
import type { RideTimeouts } from '#shared/ride-lifecycle/rules.ts'
import type { ScanStorage } from '#server/core/storage/scan-storage.ts'

/** What the built app holds: prerendered pages, the SPA fallback, and the inline-script hashes for the CSP. */
export type ClientBuild = {
  dir: string
  /** URL path → file under `dir` ("/destek" → "destek/index.html"). */
  pages: Map<string, string>
  fallback: string
  /**
   * A page's own shell (scripts/build/route-shells.ts): the fallback, or the dashboards' prerendered
   * loading frame (decision 037), with the session check preloaded. Route path
   * (`/passenger-dashboard`, `/en/admin`) → file under `dir`.
   */
  shells: Map<string, string>
  scriptHashes: string[]
  /** The site address the build's canonical links use (VITE_SITE_URL at build time), if any. */
  siteUrl: string | null
}

/** What `buildApp()` and every feature's routes are given; its own module so no route imports app.ts. */
export type AppDeps = {
  db: Db
  dialect: Dialect
  auth: Auth
  /** Mails the API sends itself (better-auth has its own); none when absent. */
  mailer?: Mailer
  publicUrl: string
  /** Other origins whose state-changing requests are accepted (the Vite dev server in development). */
  trustedOrigins?: string[]
  /** The built app to serve; null serves the API alone (tests, `npm run dev`). */
  client: ClientBuild | null
  now: () => Date
  /** Proxies whose X-Forwarded-For is believed (env TRUST_PROXY): false, a hop count or addresses/CIDRs. */
  trustProxy?: false | number | string[]
  /** Fastify's logger options, or the server's logger itself (main.ts makes it first: `createServerLogger()`). */
  logger?: FastifyServerOptions['logger'] | ServerLogger
  /**
   * Tests pass an array: every answer of a documented operation is then checked against the OpenAPI
   * document, and each mismatch is kept here (and answered as a 500).
   */
  responseViolations?: string[]
  /** Live ride events between instances (PostgreSQL LISTEN/NOTIFY); in-process when absent. */
  bus?: EventBus
  /** Dispatch timeouts; the le.taxi defaults when absent. */
  rideTimeouts?: RideTimeouts
  /** New ride requests a passenger may make in 5 minutes (env RIDE_REQUEST_LIMIT); 5 when absent. */
  rideRequestLimit?: number
  /** The most SUPPORT may refund or credit in one adjustment, kuruş (env ADJUSTMENT_SUPPORT_LIMIT_KURUS); 50,000 when absent. */
  supportAdjustmentLimitKurus?: number
  /** True once the server is shutting down: readiness answers 503 (server/core/shutdown.ts). */
  isDraining?: () => boolean
  /** Shed load with 503 past these limits (server/core/overload-guard.ts); none: never shed. */
  overloadLimits?: OverloadLimits | null
  /** Live streams this instance holds at most; none: derived from the heap budget (stream-registry.ts). */
  maxStreams?: number | null
  /** Where scans of drivers' documents are kept (decision 058); none: uploads answer 503. */
  scanStorage?: ScanStorage
  /** The app's logger (`app.log`), set by `buildApp()`: services and background jobs log through it. */
  log: ServerLogger
}

/** What `buildApp()` is given: everything but the logger it makes. */
export type AppOptions = Omit<AppDeps, 'log'>
