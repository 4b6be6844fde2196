import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { capturedLogger } from '#server/test/captured-log.ts'
import { afterAnswer, afterAnswerSettled, runAfterAnswer } from './after-answer.ts'
import { processLogger } from './logger.ts'

/** A response that finishes (or closes) when the test says so. */
function fakeResponse() {
  const emitter = new EventEmitter()
  const finish = () => {
    emitter.emit('finish')
    emitter.emit('close')
  }
  return { response: emitter as unknown as ServerResponse, finish, abort: () => emitter.emit('close') }
}

describe('work after the answer', () => {
  it('runs only once the answer has finished, and afterAnswerSettled waits for it', async () => {
    const done: string[] = []
    const { response, finish } = fakeResponse()
    runAfterAnswer(
      response,
      async () => {
        await new Promise((resolve) => setImmediate(resolve))
        done.push('mail')
      },
      processLogger(),
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(done).toEqual([])
    const settled = afterAnswerSettled()
    finish()
    await settled
    expect(done).toEqual(['mail'])
  })

  it('waits for a job queued without a request, and for jobs that job queued', async () => {
    const done: string[] = []
    afterAnswer(undefined, async () => {
      done.push('first')
      afterAnswer(undefined, async () => void done.push('second'))
    })
    await afterAnswerSettled()
    expect(done).toEqual(['first', 'second'])
  })

  it('drops the job of an answer that never finished, and does not wait for it', async () => {
    const done: string[] = []
    const { response, abort } = fakeResponse()
    runAfterAnswer(response, async () => void done.push('mail'), processLogger())
    abort()
    await afterAnswerSettled()
    expect(done).toEqual([])
  })

  it('logs a failure the job did not catch through the given logger, as job after-answer', async () => {
    const { log, lines } = capturedLogger()
    const { response, finish } = fakeResponse()
    runAfterAnswer(response, async () => Promise.reject(new Error('SMTP refused')), log)
    finish()
    await afterAnswerSettled()
    expect(lines.map(({ job, msg, err }) => ({ job, msg, message: (err as Error).message }))).toEqual([
      { job: 'after-answer', msg: 'Work after the answer failed', message: 'SMTP refused' },
    ])
  })
})
