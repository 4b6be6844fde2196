import { describe, expect, it, vi } from 'vitest'
import { cliOnFreshDatabase } from '#server/test/cli-harness.ts'

/** The CLI against a fresh embedded database (same configuration as the server: DATA_DIR). */
describe('operations CLI: bad input', () => {
  const { run } = cliOnFreshDatabase()

  it('exits with 2 and a clear message on bad input', async () => {
    expect(
      await run([
        'user',
        'create',
        '--type',
        'pilot',
        '--email',
        'a@b.co',
        '--password',
        'secret1',
        '--first-name',
        'A',
        '--last-name',
        'B',
      ]),
    ).toBe(2)
    expect(
      await run([
        'user',
        'create',
        '--type',
        'driver',
        '--email',
        'not-mail',
        '--password',
        'secret1',
        '--first-name',
        'A',
        '--last-name',
        'B',
      ]),
    ).toBe(2)
    expect(
      await run([
        'user',
        'create',
        '--type',
        'driver',
        '--email',
        'a@b.co',
        '--password',
        '123',
        '--first-name',
        'A',
        '--last-name',
        'B',
      ]),
    ).toBe(2)
    expect(
      await run([
        'user',
        'create',
        '--type',
        'driver',
        '--email',
        'a@b.co',
        '--password',
        'secret1',
        '--first-name',
        'A',
        '--last-name',
        'B',
        '--rating',
        '7',
      ]),
    ).toBe(2)
    expect(
      await run([
        'ride',
        'create',
        '--passenger',
        'nobody@x.com',
        '--status',
        'COMPLETED',
        '--fare',
        '10',
        '--distance',
        '1',
        '--duration',
        '1',
        '--from',
        'a',
        '--to',
        'b',
      ]),
    ).toBe(2)
    expect(
      await run([
        'ride',
        'create',
        '--passenger',
        'a@b.co',
        '--status',
        'COMPLETED',
        '--fare',
        '10.999',
        '--distance',
        '1',
        '--duration',
        '1',
        '--from',
        'a',
        '--to',
        'b',
      ]),
    ).toBe(2)
    expect(await run(['nonsense'])).toBe(2)
    expect(
      await run([
        'user',
        'create',
        '--type',
        'driver',
        '--email',
        'a@b.co',
        '--password',
        'secret1',
        '--first-name',
        'A',
        '--last-name',
        'B',
      ]),
    ).toBe(0)
    expect(
      await run([
        'user',
        'create',
        '--type',
        'driver',
        '--email',
        'a@b.co',
        '--password',
        'secret1',
        '--first-name',
        'A',
        '--last-name',
        'B',
      ]),
    ).toBe(2)
    vi.stubEnv('PORT', 'x')
    expect(await run(['db', 'migrate'])).toBe(2)
  })
})
