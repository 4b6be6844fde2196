import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { STORAGE_FULL_HOLD_MS, storageFullLately } from '#server/core/database-unavailable.ts'
import { createInProcessBus, type EventBus } from '#server/events/event-bus.ts'
import { httpOf, json } from '#server/test/api-world.ts'
import { createTestContext, PUBLIC_URL, type TestContext } from '#server/test/context.ts'

/** Readiness while a dependency is in trouble (issue 30): the event bus lost, the disk full. */
describe('readiness with the event bus down (issue 30)', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext('sqlite')
  })
  afterAll(async () => ctx?.destroy())

  it('answers 503 EVENTS_UNAVAILABLE with Retry-After while the bus cannot listen, 200 once it does', async () => {
    let up = false
    const bus: EventBus = { ...createInProcessBus(), isUp: () => up }
    const app = await buildApp({
      db: ctx.db,
      dialect: ctx.dialect,
      auth: ctx.auth,
      publicUrl: PUBLIC_URL,
      client: null,
      now: () => ctx.now,
      bus,
    })
    try {
      const down = await app.inject({ method: 'GET', url: '/api/v1/ready', headers: { 'accept-language': 'en' } })
      expect(down.statusCode).toBe(503)
      expect(down.headers['retry-after']).toBe('2')
      expect(json(down.body)).toEqual({
        error: {
          code: 'EVENTS_UNAVAILABLE',
          message: 'The service is briefly unavailable. Please try again in a few seconds.',
        },
      })
      up = true
      expect((await app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})

describe('a full disk on SQLite (issue 30)', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext('sqlite')
  })
  afterAll(async () => ctx?.destroy())
  const { get, post } = httpOf(() => ctx)
  const ask = (n: number, lang = 'tr') =>
    post(
      '/api/v1/account-deletion-requests',
      { email: `dolu-${n}@test.durak`, firstName: 'Disk', lastName: `Dolu ${n}`, reason: 'x'.repeat(400) },
      { 'accept-language': lang },
    )

  it('answers 503 STORAGE_FULL with Retry-After in the caller’s language, readiness 503, and loses nothing saved', async () => {
    expect((await get('/api/v1/ready')).statusCode).toBe(200)
    const [{ pages }] = (
      await sql<{ pages: number }>`select page_count as pages from pragma_page_count()`.execute(ctx.db)
    ).rows as [{ pages: number }]
    // the database may grow by no page: the next writes fill what is free, then fail with SQLITE_FULL
    await sql.raw(`PRAGMA max_page_count = ${pages}`).execute(ctx.db)
    const saved: string[] = []
    let full = null
    for (let n = 0; n < 300 && !full; n++) {
      const answer = await ask(n)
      if (answer.statusCode === 201) saved.push(`dolu-${n}@test.durak`)
      else full = answer
    }
    expect(full, 'the database never filled up').not.toBeNull()
    expect(full!.statusCode).toBe(503)
    expect(full!.headers['retry-after']).toBe('30')
    expect(json(full!.body)).toEqual({
      error: {
        code: 'STORAGE_FULL',
        message: 'Hiçbir şey kaydedilemedi: hizmetin depolama alanı doldu. Lütfen birkaç dakika sonra tekrar deneyin.',
      },
    })
    const english = await ask(1_000, 'en')
    expect(english.statusCode).toBe(503)
    expect(json(english.body).error).toEqual({
      code: 'STORAGE_FULL',
      message: 'Nothing could be saved: the service has run out of storage space. Please try again in a few minutes.',
    })
    const ready = await get('/api/v1/ready')
    expect(ready.statusCode).toBe(503)
    expect(ready.headers['retry-after']).toBe('30')
    expect(json(ready.body).error.code).toBe('STORAGE_FULL')
    // reads still work, and every request answered 201 is there
    await sql.raw('PRAGMA max_page_count = 1073741823').execute(ctx.db)
    const stored = await ctx.db.selectFrom('account_deletion_requests').select('email').execute()
    expect(saved.length).toBeGreaterThan(0)
    expect(saved.filter((email) => !stored.some((r) => r.email === email))).toEqual([])
    expect(stored.some((r) => r.email === 'dolu-1000@test.durak')).toBe(false)
    // with room again, writes succeed; readiness returns once the hold has passed
    expect((await ask(2_000)).statusCode).toBe(201)
    expect(storageFullLately(ctx.app, Date.now() + STORAGE_FULL_HOLD_MS + 1)).toBe(false)
  })
})
