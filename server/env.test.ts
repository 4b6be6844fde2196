import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadEnv } from './env.ts'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'durak-env-'))

describe('loadEnv', () => {
  it('uses the README defaults and generates the secret once into DATA_DIR', () => {
    const dir = dataDir()
    const env = loadEnv({ DATA_DIR: dir })
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      demoData: null,
    })
    expect(env.authSecret).toHaveLength(43)
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(env.authSecret)
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(env.authSecret)
  })
  it('without PUBLIC_URL trusts the address the server prints (127.0.0.1) as well as localhost', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), PORT: '3100' }).localOrigins).toEqual([
      'http://localhost:3100',
      'http://127.0.0.1:3100',
    ])
    expect(loadEnv({ DATA_DIR: dataDir(), HOST: '192.168.1.20' }).localOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
    ])
    expect(loadEnv({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://durak.com.tr' }).localOrigins).toEqual([])
  })
  it('names every bad variable with a clear message', () => {
    expect(() =>
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url', DEMO_DATA: 'yes' }),
    ).toThrow(
      /PORT: must be a number[\s\S]*DATABASE_URL: must start with postgres[\s\S]*PUBLIC_URL: must be a URL[\s\S]*DEMO_DATA: must be 1 or 0/,
    )
  })
  it('never generates a secret for PostgreSQL, where instances must share one', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/durak' })).toThrow(
      /AUTH_SECRET: required when DATABASE_URL is set/,
    )
    const env = loadEnv({
      DATABASE_URL: 'postgres://db/durak',
      AUTH_SECRET: 'x'.repeat(32),
      DEMO_DATA: '1',
      PUBLIC_URL: 'https://durak.com.tr/',
    })
    expect(env).toMatchObject({ databaseUrl: 'postgres://db/durak', demoData: true, publicUrl: 'https://durak.com.tr' })
  })
  it('reads TRUST_PROXY as a hop count or proxy addresses, never "trust everyone" (issue 11, finding 2)', () => {
    const trust = (value?: string) =>
      loadEnv({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy
    expect(trust()).toBe(false)
    expect(trust('0')).toBe(false)
    expect(trust('1')).toBe(1)
    expect(trust('2')).toBe(2)
    expect(trust('10.0.0.0/8, 192.168.1.7,::1,loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'loopback'])
    expect(() => trust('true')).toThrow(/TRUST_PROXY: must be 0, a number of proxy hops, or proxy addresses\/CIDRs/)
    expect(() => trust('10.0.0.0/40')).toThrow(/not: 10\.0\.0\.0\/40/)
  })
  it('reads the ride timeouts, defaulting to 30 s, 5 minutes, 4 hours and 2 minutes of driver silence, and the alert thresholds', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).rideTimeouts).toEqual({
      offerSeconds: 30,
      requestSeconds: 300,
      inProgressFlagSeconds: 14_400,
      driverSilenceSeconds: 120,
      alertNoAcceptSeconds: 60,
      alertNotApproachingSeconds: 180,
      alertArrivedNoStartSeconds: 300,
      alertLongRideSeconds: 10_800,
    })
    expect(loadEnv({ DATA_DIR: dataDir(), ALERT_NO_ACCEPT_SECONDS: '90' }).rideTimeouts.alertNoAcceptSeconds).toBe(90)
    expect(() => loadEnv({ DATA_DIR: dataDir(), ALERT_LONG_RIDE_SECONDS: 'soon' })).toThrow(/ALERT_LONG_RIDE_SECONDS/)
    expect(loadEnv({ DATA_DIR: dataDir(), RIDE_OFFER_TIMEOUT_SECONDS: '20' }).rideTimeouts.offerSeconds).toBe(20)
    expect(loadEnv({ DATA_DIR: dataDir() }).rideRequestLimit).toBe(5)
    expect(() => loadEnv({ DATA_DIR: dataDir(), RIDE_REQUEST_LIMIT: '0' })).toThrow(
      /RIDE_REQUEST_LIMIT: must be at least 1/,
    )
    expect(() => loadEnv({ DATA_DIR: dataDir(), RIDE_REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      /RIDE_REQUEST_TIMEOUT_SECONDS: must be at least 1/,
    )
  })
  it('sheds load with 8 requests in flight queued 25 ms (positions), 16 queued 250 ms (everything) unless OVERLOAD_SHEDDING=0', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).overloadLimits).toEqual({
      minInFlight: 8,
      shedPositionsAtQueueMs: 25,
      shedAllAtQueueMs: 250,
    })
    expect(
      loadEnv({
        DATA_DIR: dataDir(),
        OVERLOAD_MIN_IN_FLIGHT: '32',
        OVERLOAD_SHED_POSITIONS_AT_QUEUE_MS: '40',
        OVERLOAD_SHED_ALL_AT_QUEUE_MS: '300',
      }).overloadLimits,
    ).toEqual({ minInFlight: 32, shedPositionsAtQueueMs: 40, shedAllAtQueueMs: 300 })
    expect(loadEnv({ DATA_DIR: dataDir(), OVERLOAD_SHEDDING: '0' }).overloadLimits).toBeNull()
    expect(loadEnv({ DATA_DIR: dataDir() }).maxStreams).toBeNull()
    expect(loadEnv({ DATA_DIR: dataDir(), MAX_STREAMS_PER_INSTANCE: '30000' }).maxStreams).toBe(30_000)
    expect(() => loadEnv({ DATA_DIR: dataDir(), OVERLOAD_MIN_IN_FLIGHT: '0' })).toThrow(
      /OVERLOAD_MIN_IN_FLIGHT: must be at least 1/,
    )
  })
})
