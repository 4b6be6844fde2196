import { describe, expect, it } from 'vitest'
import { LIVE_MAX_TICK_MS, nextTickDelay } from './live-hub.ts'

describe('the live map ticker’s pace', () => {
  it('ticks every second while a tick costs under 4 % of it, slower past that, never past 1.8 s', () => {
    expect(nextTickDelay(5)).toBe(1_000)
    expect(nextTickDelay(40)).toBe(1_000)
    expect(nextTickDelay(60)).toBe(1_500)
    expect(nextTickDelay(500)).toBe(LIVE_MAX_TICK_MS)
    expect(LIVE_MAX_TICK_MS).toBeLessThan(2_000)
  })
})
