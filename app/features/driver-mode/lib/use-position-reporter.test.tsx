// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POSITION_MIN_INTERVAL_MS } from '#shared/ride-lifecycle/rules.ts'
import { holdPositionReports, releasePositionReports, usePositionReporter } from './use-position-reporter.ts'

type Answer = { status: number; retryAfter?: string; code?: string }

/** A phone at one spot, and a server answering PUT /driver/position with the given answers in turn. */
function setUp(answers: Answer[]) {
  const sent: number[] = []
  const clearWatch = vi.fn()
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      watchPosition: (ok: PositionCallback) => {
        ok({ coords: { latitude: 41.0, longitude: 29.0 } } as GeolocationPosition)
        return 7
      },
      clearWatch,
    },
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      sent.push(Date.now())
      const answer = answers.shift() ?? { status: 204 }
      const headers = new Headers(answer.retryAfter ? { 'retry-after': answer.retryAfter } : {})
      const code = answer.code ?? 'POSITION_TOO_SOON'
      const body = answer.status === 204 ? '' : JSON.stringify({ error: { code, message: 'Refused' } })
      return new Response(answer.status === 204 ? null : body, { status: answer.status, headers })
    }),
  )
  return { sent, clearWatch }
}

/** Advance the fake clock and let the answered fetches settle. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

beforeEach(() => vi.useFakeTimers({ now: 0 }))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('position reports while online (issue 23)', () => {
  it('sends one report per interval, never more often, even when the API asks for less', async () => {
    const { sent } = setUp([])
    renderHook(() => usePositionReporter(true, 1_000, 'tr'))
    await wait(POSITION_MIN_INTERVAL_MS * 3 + 100)
    expect(sent).toEqual([POSITION_MIN_INTERVAL_MS, POSITION_MIN_INTERVAL_MS * 2, POSITION_MIN_INTERVAL_MS * 3])
  })

  it('uses the interval the API gives when it is longer', async () => {
    const { sent } = setUp([])
    renderHook(() => usePositionReporter(true, 10_000, 'tr'))
    await wait(20_500)
    expect(sent).toEqual([10_000, 20_000])
  })

  it('backs off after a 429 for its Retry-After, and says so', async () => {
    const { sent } = setUp([{ status: 429, retryAfter: '30' }])
    const { result } = renderHook(() => usePositionReporter(true, undefined, 'tr'))
    await wait(POSITION_MIN_INTERVAL_MS + 100)
    expect(result.current.slowedDownSeconds).toBe(30)
    await wait(29_000)
    expect(sent).toHaveLength(1)
    await wait(1_000)
    expect(sent).toHaveLength(2)
    expect(result.current.slowedDownSeconds).toBeNull()
  })

  it('backs off the same way when an overloaded server sheds the report with 503', async () => {
    const { sent } = setUp([{ status: 503, code: 'OVERLOADED', retryAfter: '12' }])
    const { result } = renderHook(() => usePositionReporter(true, undefined, 'tr'))
    await wait(POSITION_MIN_INTERVAL_MS + 100)
    expect(result.current.slowedDownSeconds).toBe(12)
    await wait(11_000)
    expect(sent).toHaveLength(1)
    await wait(1_000)
    expect(sent).toHaveLength(2)
  })

  it('reads the shift again when the server says the driver is no longer online', async () => {
    setUp([{ status: 409, code: 'DRIVER_OFFLINE' }])
    const onOffline = vi.fn()
    renderHook(() => usePositionReporter(true, undefined, 'tr', undefined, onOffline))
    await wait(POSITION_MIN_INTERVAL_MS + 100)
    expect(onOffline).toHaveBeenCalledTimes(1)
  })

  it('stops reporting and clears the watch when going offline', async () => {
    const { sent, clearWatch } = setUp([])
    const { rerender } = renderHook(({ active }) => usePositionReporter(active, undefined, 'tr'), {
      initialProps: { active: true },
    })
    await wait(POSITION_MIN_INTERVAL_MS + 100)
    rerender({ active: false })
    expect(clearWatch).toHaveBeenCalledWith(7)
    await wait(POSITION_MIN_INTERVAL_MS * 4)
    expect(sent).toHaveLength(1)
  })

  it('going offline waits for the report on the wire and sends none after it, until online again', async () => {
    const { sent } = setUp([])
    let answer: (value: Response) => void = () => {}
    vi.mocked(fetch).mockImplementationOnce(async () => {
      sent.push(Date.now())
      return new Promise<Response>((resolve) => (answer = resolve))
    })
    const { rerender } = renderHook(({ active }) => usePositionReporter(active, undefined, 'tr'), {
      initialProps: { active: true },
    })
    await wait(POSITION_MIN_INTERVAL_MS + 100)
    expect(sent).toHaveLength(1)
    let settled = false
    const held = holdPositionReports().then(() => (settled = true))
    await wait(10)
    expect(settled).toBe(false)
    answer(new Response(null, { status: 204 }))
    await wait(0)
    await held
    expect(settled).toBe(true)
    await wait(POSITION_MIN_INTERVAL_MS * 3)
    expect(sent).toHaveLength(1)
    rerender({ active: false })
    rerender({ active: true })
    await wait(POSITION_MIN_INTERVAL_MS + 100)
    expect(sent).toHaveLength(2)
    releasePositionReports()
  })

  it('going offline does not wait on a stalled report for more than 3 s', async () => {
    setUp([])
    vi.mocked(fetch).mockImplementationOnce(() => new Promise<Response>(() => {}))
    renderHook(() => usePositionReporter(true, undefined, 'tr'))
    await wait(POSITION_MIN_INTERVAL_MS + 100)
    let settled = false
    void holdPositionReports().then(() => (settled = true))
    await wait(2_900)
    expect(settled).toBe(false)
    await wait(200)
    expect(settled).toBe(true)
    releasePositionReports()
  })
})
