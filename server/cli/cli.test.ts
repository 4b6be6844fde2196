import { describe, expect, it } from 'vitest'
import { cliOnFreshDatabase } from '#server/test/cli-harness.ts'

/** The CLI against a fresh embedded database (same configuration as the server: DATA_DIR). */
describe('operations CLI', () => {
  const { lines, run } = cliOnFreshDatabase()

  it('creates a driver and a passenger and a ride between them, in kuruş, metres and seconds', async () => {
    expect(
      await run([
        'user',
        'create',
        '--type',
        'driver',
        '--email',
        'D@X.com',
        '--password',
        'secret1',
        '--first-name',
        'Mehmet',
        '--last-name',
        'Demir',
        '--rating',
        '4.87',
        '--verified',
        '--vehicle-brand',
        'Fiat',
        '--vehicle-year',
        '2023',
      ]),
    ).toBe(0)
    expect(
      await run([
        'user',
        'create',
        '--type',
        'passenger',
        '--email',
        'p@x.com',
        '--password',
        'secret1',
        '--first-name',
        'Ayşe',
        '--last-name',
        'Y',
        '--phone',
        '0532 123 45 67',
        '--city',
        'izmir',
      ]),
    ).toBe(0)
    expect(
      await run([
        'ride',
        'create',
        '--passenger',
        'p@x.com',
        '--driver',
        'd@x.com',
        '--status',
        'completed',
        '--fare',
        '123.45',
        '--distance',
        '5.2',
        '--duration',
        '14',
        '--from',
        'Taksim',
        '--to',
        'Kadıköy',
        '--created-at',
        '2026-01-01T10:00:00Z',
      ]),
    ).toBe(0)
    expect(lines[0]).toMatch(/^Created DRIVER d@x.com \(id .+\)$/)
    expect(lines[2]).toMatch(/^Created ride /)

    const { startServices } = await import('#server/services.ts')
    const { loadEnv } = await import('#server/env.ts')
    const services = await startServices(loadEnv(), { seed: false })
    try {
      const ride = await services.db.selectFrom('rides').selectAll().executeTakeFirstOrThrow()
      expect(ride).toMatchObject({
        status: 'COMPLETED',
        fareKurus: 12345,
        distanceMetres: 5200,
        durationSeconds: 840,
        createdAt: '2026-01-01T10:00:00.000Z',
      })
      const driver = await services.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'd@x.com')
        .executeTakeFirstOrThrow()
      expect(driver).toMatchObject({ userType: 'DRIVER', ratingCenti: 487 })
      const passenger = await services.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'p@x.com')
        .executeTakeFirstOrThrow()
      expect(passenger).toMatchObject({ phone: '05321234567', city: 'Izmir' })
    } finally {
      await services.close()
    }
  })

  it('creates staff: an ADMIN and a SUPPORT account (issue 14)', async () => {
    expect(
      await run([
        'user',
        'create',
        '--type',
        'support',
        '--email',
        's@x.com',
        '--password',
        'secret1',
        '--first-name',
        'Sena',
        '--last-name',
        'D',
      ]),
    ).toBe(0)
    expect(
      await run([
        'user',
        'create',
        '--type',
        'admin',
        '--email',
        'a@x.com',
        '--password',
        'secret1',
        '--first-name',
        'Ayla',
        '--last-name',
        'Y',
      ]),
    ).toBe(0)
    expect(lines[0]).toMatch(/^Created SUPPORT s@x.com \(id .+\)$/)
    expect(lines[1]).toMatch(/^Created ADMIN a@x.com \(id .+\)$/)
  })

  it('lists account-deletion requests as text and JSON, and seeds demo data idempotently', async () => {
    expect(await run(['deletion-requests', 'list'])).toBe(0)
    expect(lines).toEqual(['No account-deletion requests.'])
    expect(await run(['deletion-requests', 'list', '--json'])).toBe(0)
    expect(JSON.parse(lines[1]!)).toEqual([])
    expect(await run(['demo', 'seed'])).toBe(0)
    expect(await run(['demo', 'seed'])).toBe(0)
    expect(lines.slice(2)).toEqual(['Demo data added.', 'Demo data already present.'])
  })
})
