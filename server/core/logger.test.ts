import { describe, expect, it } from 'vitest'
import { capturedLogger } from '#server/test/captured-log.ts'
import { jobLogger, logFailure, REQUEST_SERIALIZERS } from './logger.ts'

describe('the server logger', () => {
  it('names the job on every line a background job writes', () => {
    const { log, lines } = capturedLogger()
    const sweeper = jobLogger(log, 'ride-sweeper')
    sweeper.info('sweep started')
    logFailure(sweeper, 'ride sweep failed', new Error('database locked'))
    expect(lines.map(({ job, msg, level }) => ({ job, msg, level }))).toEqual([
      { job: 'ride-sweeper', msg: 'sweep started', level: 30 },
      { job: 'ride-sweeper', msg: 'ride sweep failed', level: 50 },
    ])
    expect(lines[1]!.err).toMatchObject({ type: 'Error', message: 'database locked' })
  })

  it('logs a request without its query string, where a token may ride', () => {
    const request = { method: 'GET', url: '/api/v1/rides/1/events?token=secret', ip: '203.0.113.9' }
    expect(REQUEST_SERIALIZERS.req(request)).toEqual({
      method: 'GET',
      url: '/api/v1/rides/1/events',
      remoteAddress: '203.0.113.9',
    })
  })
})
