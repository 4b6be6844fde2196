import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DIALECTS, throwAwaySchema } from '#server/test/context.ts'
import { runCli } from './cli.ts'
import { withServices } from './support.ts'

describe.each(DIALECTS)('npm run cli -- driver document on %s', (dialect) => {
  let lines: string[]
  let errors: string[]
  const run = (args: string[]) => runCli(args, (line) => lines.push(line))
  let driverEmail = ''
  let passengerEmail = ''
  let dropSchema = async () => {}
  const document = (extra: string[] = [], who = driverEmail) =>
    run([
      'driver',
      'document',
      '--email',
      who,
      '--kind',
      'INSURANCE',
      '--number',
      'POL-123',
      '--issued',
      '2026-01-10',
      '--expires',
      '2027-01-10',
      ...extra,
    ])

  beforeEach(async () => {
    lines = []
    errors = []
    driverEmail = `d-${randomUUID()}@x.com`
    passengerEmail = `p-${randomUUID()}@x.com`
    vi.stubEnv('DATA_DIR', mkdtempSync(path.join(tmpdir(), 'durak-cli-driver-')))
    vi.stubEnv('DATABASE_URL', '')
    if (dialect === 'postgres') {
      // a throw-away schema, as the API tests use: never the test database's own tables
      const schema = await throwAwaySchema(process.env.TEST_DATABASE_URL!)
      dropSchema = schema.dropSchema
      vi.stubEnv('DATABASE_URL', schema.databaseUrl)
      vi.stubEnv('AUTH_SECRET', 'cli-test-secret-of-at-least-32-characters')
    }
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk))
      return true
    })
    const user = (type: string, email: string) =>
      run([
        'user',
        'create',
        '--type',
        type,
        '--email',
        email,
        '--password',
        'secret1',
        '--first-name',
        'Mehmet',
        '--last-name',
        'Demir',
      ])
    expect(await user('driver', driverEmail)).toBe(0)
    expect(await user('passenger', passengerEmail)).toBe(0)
    lines = []
  })
  afterEach(async () => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
    await dropSchema()
    dropSchema = async () => {}
  })

  it("records a driver's document awaiting checking, audited with the CLI as the actor, like the web's edit", async () => {
    expect(await document()).toBe(0)
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^Recorded INSURANCE POL-123 for ${driverEmail} \\(driver .+\\): 2026-01-10 → 2027-01-10, PENDING$`),
      ),
    ])
    expect(await document(['--number', 'POL-456'])).toBe(0)
    const { docs, audit } = await withServices(async (s) => {
      const driver = await s.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', driverEmail)
        .executeTakeFirstOrThrow()
      return {
        docs: await s.db
          .selectFrom('driver_documents')
          .select(['kind', 'number', 'issuedOn', 'expiresOn', 'status'])
          .where('driverId', '=', driver.id)
          .execute(),
        audit: await s.db
          .selectFrom('staff_actions')
          .selectAll()
          .where('recordId', '=', driver.id)
          .orderBy('createdAt')
          .orderBy('id')
          .execute(),
      }
    })
    expect(docs).toEqual([
      { kind: 'INSURANCE', number: 'POL-456', issuedOn: '2026-01-10', expiresOn: '2027-01-10', status: 'PENDING' },
    ])
    expect(audit.map((a) => [a.actorId, a.action, a.recordType])).toEqual([
      ['cli', 'driver_document.record', 'driver'],
      ['cli', 'driver_document.record', 'driver'],
    ])
    const second = audit.find((a) => String(a.after).includes('POL-456'))!
    expect(JSON.parse(String(second.before))).toMatchObject({ kind: 'INSURANCE', number: 'POL-123' })
    expect(JSON.parse(String(second.after))).toEqual({
      kind: 'INSURANCE',
      number: 'POL-456',
      issuedOn: '2026-01-10',
      expiresOn: '2027-01-10',
    })
  })

  it('exits with 2 and says why on bad input, an unknown e-mail or a user who is not a driver', async () => {
    expect(await document(['--kind', 'PASSPORT'])).toBe(2)
    expect(await document(['--issued', '2026-02-30'])).toBe(2)
    expect(await document(['--expires', '2025-01-01'])).toBe(2)
    expect(await document(['--number', ' '])).toBe(2)
    expect(await document([], `nobody-${randomUUID()}@x.com`)).toBe(2)
    expect(await document([], passengerEmail)).toBe(2)
    const said = errors.join('\n')
    expect(said).toMatch(/--kind.*PASSPORT.*DRIVING_LICENCE/s)
    expect(said).toContain('--issued must be a day such as 2026-03-01.')
    expect(said).toContain('--expires must be after --issued.')
    expect(said).toContain('--number must be 1 to 40 characters.')
    expect(said).toMatch(/No user with e-mail nobody-/)
    expect(said).toContain(`${passengerEmail} is not a driver.`)
    expect(lines).toEqual([])
  })
})
