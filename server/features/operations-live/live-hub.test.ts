import { describe, expect, it } from 'vitest'
import { LIVE_MAX_TICK_MS, LIVE_MIN_GAP_MS, nextTickDelay } from './live-hub.ts'

/** When the next tick starts, counted from the start of the one that took `busyMs`. */
const nextStart = (busyMs: number) => busyMs + nextTickDelay(busyMs)

describe('the live map ticker’s pace', () => {
  it('starts a tick every second while one costs under 4 % of it, further apart past that, never over 1.5 s apart', () => {
    expect(nextStart(5)).toBe(1_000)
    expect(nextStart(40)).toBe(1_000)
    expect(nextStart(60)).toBe(1_500)
    expect(nextStart(500)).toBe(LIVE_MAX_TICK_MS)
  })

  it('keeps a change within 2 s of the screen while a tick takes under half a second (a busy instance)', () => {
    // a change just after a tick read the city waits for the next tick's read, then its own run
    for (const busyMs of [5, 60, 200, 499]) expect(nextStart(busyMs) + busyMs).toBeLessThan(2_000)
  })

  it('pauses a little between ticks that overrun their period, so reads never run back to back', () => {
    expect(nextTickDelay(1_450)).toBe(LIVE_MIN_GAP_MS)
    expect(nextTickDelay(3_000)).toBe(LIVE_MIN_GAP_MS)
  })
})
