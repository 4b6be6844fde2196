import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '#server/db/database.ts'
import { runCli } from './cli.ts'

describe('operations CLI: ride commands through the lifecycle', () => {
  let lines: string[]
  const run = (args: string[]) => runCli(args, (line) => lines.push(line))
  const rideId = () => /^Created ride (.+)$/.exec(lines.at(-1) ?? '')?.[1] ?? ''
  beforeEach(async () => {
    lines = []
    vi.stubEnv('DATA_DIR', mkdtempSync(path.join(tmpdir(), 'durak-cli-ride-')))
    vi.stubEnv('DATABASE_URL', '')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    await run([
      'user',
      'create',
      '--type',
      'driver',
      '--email',
      'd@x.com',
      '--password',
      'secret1',
      '--first-name',
      'Mehmet',
      '--last-name',
      'Demir',
      '--verified',
    ])
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
    ])
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })
  const create = (status: string, extra: string[] = []) =>
    run([
      'ride',
      'create',
      '--passenger',
      'p@x.com',
      '--driver',
      'd@x.com',
      '--status',
      status,
      '--fare',
      '80',
      '--distance',
      '3',
      '--duration',
      '9',
      '--from',
      'Taksim',
      '--to',
      'Kadıköy',
      '--created-at',
      '2026-01-01T10:00:00Z',
      ...extra,
    ])

  it('records a completed ride with one event per step, and shows its timeline', async () => {
    expect(await create('COMPLETED')).toBe(0)
    const id = rideId()
    lines = []
    expect(await run(['ride', 'show', id])).toBe(0)
    expect(lines).toEqual([
      `${id}  COMPLETED  Taksim → Kadıköy`,
      '  2026-01-01T10:00:00.000Z  —           → REQUESTED   passenger',
      '  2026-01-01T10:01:00.000Z  REQUESTED   → ASSIGNED    driver  (recorded by operations)',
      '  2026-01-01T10:02:00.000Z  ASSIGNED    → ARRIVED     driver  (recorded by operations)',
      '  2026-01-01T10:03:00.000Z  ARRIVED     → IN_PROGRESS driver  (recorded by operations)',
      '  2026-01-01T10:04:00.000Z  IN_PROGRESS → COMPLETED   driver  (recorded by operations)',
    ])
  })

  it('records a ride without a destination, as the booking page may request one (decision 054)', async () => {
    expect(
      await run([
        'ride',
        'create',
        '--passenger',
        'p@x.com',
        '--status',
        'REQUESTED',
        '--fare',
        '0',
        '--distance',
        '0',
        '--duration',
        '0',
        '--from',
        'Taksim',
      ]),
    ).toBe(0)
    const id = rideId()
    lines = []
    expect(await run(['ride', 'show', id])).toBe(0)
    expect(lines[0]).toBe(`${id}  REQUESTED  Taksim → —`)
  })

  it('records the tolls of a completed ride, and refuses bad or misplaced ones', async () => {
    expect(await create('COMPLETED', ['--tolls', '59'])).toBe(0)
    const id = rideId()
    lines = []
    await run(['ride', 'show', id])
    expect(lines.at(-1)).toBe('  fare 80.00 lira, tolls 59.00 lira')
    expect(await create('COMPLETED', ['--tolls', '-5'])).toBe(2)
    expect(await create('COMPLETED', ['--tolls', '10000.01'])).toBe(2)
    expect(await create('CANCELLED', ['--tolls', '59'])).toBe(2)
  })

  it('records a cancelled ride with the fee charged', async () => {
    expect(await create('cancelled', ['--cancellation-fee', '50'])).toBe(0)
    const id = rideId()
    lines = []
    await run(['ride', 'show', id])
    expect(lines.at(-1)).toBe('  cancelled by passenger, fee 50.00 lira')
  })

  it('cancels a ride under way as operations, and refuses to cancel it twice', async () => {
    expect(await create('IN_PROGRESS')).toBe(0)
    const id = rideId()
    expect(await run(['ride', 'cancel', id, '--reason', 'Passenger complaint'])).toBe(0)
    expect(lines.at(-1)).toBe(`Ride ${id} is CANCELLED`)
    expect(await run(['ride', 'cancel', id, '--reason', 'again'])).toBe(2)
  })

  it('clears a held fare as operations once (issue 22, item 10), and refuses a ride with nothing held', async () => {
    expect(await create('COMPLETED')).toBe(0)
    const id = rideId()
    expect(await run(['ride', 'clear-fare', id, '--outcome', 'confirmed', '--note', 'checked'])).toBe(2)
    // hold 8 points on it, as a completion above the tariff does
    const { db, close } = openDatabase({ databaseUrl: null, dataDir: process.env.DATA_DIR! })
    try {
      const ride = await db.selectFrom('rides').select('passengerId').where('id', '=', id).executeTakeFirstOrThrow()
      await db.updateTable('rides').set({ pendingPoints: 8 }).where('id', '=', id).execute()
      await db.updateTable('users').set({ pendingPoints: 8 }).where('id', '=', ride.passengerId).execute()
      expect(await run(['ride', 'clear-fare', id, '--outcome', 'maybe', '--note', 'x'])).toBe(2)
      expect(await run(['ride', 'clear-fare', id, '--outcome', 'confirmed', '--note', 'Meter photo checked'])).toBe(0)
      expect(lines.at(-1)).toBe(`Ride ${id}: fare confirmed, 8 points credited`)
      const passenger = await db
        .selectFrom('users')
        .select(['points', 'pendingPoints'])
        .where('id', '=', ride.passengerId)
        .executeTakeFirstOrThrow()
      expect([Number(passenger.points), Number(passenger.pendingPoints)]).toEqual([8, 0])
      const audit = await db
        .selectFrom('staff_actions')
        .select(['actorId', 'action'])
        .where('recordId', '=', id)
        .execute()
      expect(audit).toEqual([{ actorId: 'cli', action: 'ride.fare_confirm' }])
      expect(await run(['ride', 'clear-fare', id, '--outcome', 'rejected', '--note', 'again'])).toBe(2)
    } finally {
      await close()
    }
  })

  it('refuses a status the lifecycle does not know, and an unknown ride', async () => {
    expect(await create('DISPUTED')).toBe(2)
    expect(await run(['ride', 'show', 'no-such-ride'])).toBe(2)
  })
})
