import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-unavailable.ts'

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
