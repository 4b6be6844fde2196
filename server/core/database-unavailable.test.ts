import { describe, expect, it } from 'vitest'
import {
  isDatabaseUnavailable,
  isStorageFull,
  noteStorageFull,
  STORAGE_FULL_HOLD_MS,
  storageFullLately,
} from './database-unavailable.ts'

describe('isDatabaseUnavailable', () => {
  it('recognises a database out of reach: refused, dropped, shutting down, starting, timed out, busy', () => {
    const unavailable = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
      new Error('Failed to create user', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }),
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'connect failed'),
    ]
    expect(unavailable.filter((error) => !isDatabaseUnavailable(error)).map((e) => e.message)).toEqual([])
  })

  it('leaves real errors alone: a unique violation, a bug, nothing at all', () => {
    const other = [
      Object.assign(new Error('duplicate key value'), { code: '23505' }),
      Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      null,
      'ECONNREFUSED',
    ]
    expect(other.filter((error) => isDatabaseUnavailable(error))).toEqual([])
  })
})

describe('isStorageFull (issue 30)', () => {
  it('recognises a full disk on SQLite and PostgreSQL, wrapped or not, and nothing else', () => {
    const full = [
      Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }),
      Object.assign(new Error('could not extend file'), { code: '53100' }),
      new Error('Failed to create user', { cause: Object.assign(new Error('full'), { code: 'SQLITE_FULL' }) }),
    ]
    expect(full.filter((error) => !isStorageFull(error)).map((e) => e.message)).toEqual([])
    const other = [
      Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
      Object.assign(new Error('too many connections'), { code: '53300' }),
      new Error('database or disk is full'),
      null,
    ]
    expect(other.filter((error) => isStorageFull(error))).toEqual([])
  })

  it('keeps readiness down for the hold after the last full disk, per app', () => {
    const app = {}
    expect(storageFullLately(app, 1_000)).toBe(false)
    noteStorageFull(app, 1_000)
    expect(storageFullLately(app, 1_000 + STORAGE_FULL_HOLD_MS - 1)).toBe(true)
    expect(storageFullLately({}, 1_000)).toBe(false)
    expect(storageFullLately(app, 1_000 + STORAGE_FULL_HOLD_MS)).toBe(false)
  })
})
