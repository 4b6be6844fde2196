import { describe, expect, it } from 'vitest'
import { parseEvents, retryAfterMs } from './sse-stream.ts'
import { MAX_BACKOFF_MS, reopenDelayMs } from './use-event-stream.ts'

describe('the stream as fetch reads it', () => {
  it('splits messages at blank lines, keeping a half-received one for the next chunk', () => {
    const { messages, rest } = parseEvents(
      'retry: 3000\n\n: keep-alive\n\nid: 7\r\nevent: status\r\ndata: {"a":1}\r\n\r\nevent: position\ndata: {"lat"',
    )
    expect(messages).toEqual([{ event: 'status', data: '{"a":1}', id: '7' }])
    expect(rest).toBe('event: position\ndata: {"lat"')
  })

  it('reads Retry-After in seconds or as a date, and ignores nonsense', () => {
    expect(retryAfterMs('30')).toBe(30_000)
    expect(retryAfterMs('Wed, 02 Dec 2026 00:00:10 GMT', Date.parse('2026-12-02T00:00:00Z'))).toBe(10_000)
    expect(retryAfterMs('soon')).toBeNull()
    expect(retryAfterMs(null)).toBeNull()
  })

  it('waits Retry-After within bounds, else a doubling back-off capped at a minute', () => {
    const none = () => 0
    expect(reopenDelayMs({ kind: 'refused', status: 429, retryAfterMs: 30_000 }, 0, none)).toBe(30_000)
    expect(reopenDelayMs({ kind: 'refused', status: 503, retryAfterMs: 0 }, 0, none)).toBe(1_000)
    expect(reopenDelayMs({ kind: 'refused', status: 503, retryAfterMs: 86_400_000 }, 0, none)).toBe(300_000)
    expect(reopenDelayMs({ kind: 'refused', status: 503, retryAfterMs: null }, 3, none)).toBe(16_000)
    expect(reopenDelayMs({ kind: 'dropped' }, 0, none)).toBe(3_000)
    expect(reopenDelayMs({ kind: 'dropped' }, 40, none)).toBe(MAX_BACKOFF_MS)
    expect(reopenDelayMs({ kind: 'dropped' }, 0, () => 1)).toBe(3_600)
  })
})
