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
    expect(env).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: null, publicUrl: 'http://localhost:3000', smtpUrl: null, demoData: null })
    expect(env.authSecret).toHaveLength(43)
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(env.authSecret)
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(env.authSecret)
  })
  it('names every bad variable with a clear message', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url', DEMO_DATA: 'yes' })).toThrow(
      /PORT: must be a number[\s\S]*DATABASE_URL: must start with postgres[\s\S]*PUBLIC_URL: must be a URL[\s\S]*DEMO_DATA: must be 1 or 0/,
    )
  })
  it('never generates a secret for PostgreSQL, where instances must share one', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/durak' })).toThrow(/AUTH_SECRET: required when DATABASE_URL is set/)
    const env = loadEnv({ DATABASE_URL: 'postgres://db/durak', AUTH_SECRET: 'x'.repeat(32), DEMO_DATA: '1', PUBLIC_URL: 'https://durak.com.tr/' })
    expect(env).toMatchObject({ databaseUrl: 'postgres://db/durak', demoData: true, publicUrl: 'https://durak.com.tr' })
  })
})
