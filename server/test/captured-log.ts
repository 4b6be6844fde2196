import { Writable } from 'node:stream'
import { createServerLogger, type ServerLogger } from '#server/core/logger.ts'

/** A server logger whose JSON lines are kept, parsed, in `lines`: for tests of what a job logs. */
export function capturedLogger(): { log: ServerLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { log: createServerLogger({ level: 'info', stream }), lines }
}
