// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LiveEvent, RideDetail } from '#shared/schemas/rides-api.ts'
import { i18n, registerNamespace } from '#app/lib/i18n.ts'
import { driverMode as en } from '#shared/i18n/en/driver-mode.ts'
import { driverMode as tr } from '#shared/i18n/tr/driver-mode.ts'
import { setUpMockApi } from '#app/test/msw.ts'
import { useShiftEvents } from './use-shift-events.ts'

registerNamespace('driverMode', { en, tr })

const server = setUpMockApi()

/** The hook with the driver on ride r1, and a server (at the HTTP layer) that answers every GET with an open ride r1. */
function setUp() {
  const requested: string[] = []
  server.use(
    http.get('/api/v1/*', ({ request }) => {
      const { pathname } = new URL(request.url)
      requested.push(pathname)
      const ride = { id: 'r1', status: 'ARRIVED' }
      return HttpResponse.json(pathname.endsWith('/rides/current') ? { ride } : ride)
    }),
  )
  const patch = vi.fn()
  const ctx = {
    setShift: vi.fn(),
    patch,
    rideRef: { current: { id: 'r1', status: 'ASSIGNED' } as RideDetail },
    t: i18n.getFixedT('en', 'driverMode'),
    lang: 'en' as const,
  }
  const { result } = renderHook(() => useShiftEvents(ctx))
  return { onEvent: result.current, requested, patch }
}

const status = (
  to: string,
  actor: 'driver' | 'passenger' | 'operations' | 'system',
): Extract<LiveEvent, { type: 'status' }> => ({
  type: 'status',
  rideId: 'r1',
  status: to,
  from: 'ASSIGNED',
  actor,
  at: '2026-12-02T10:00:00.000Z',
})

afterEach(() => {
  cleanup()
})

describe('the ride’s own status events in driver mode (issue 30)', () => {
  it.each([
    ['REQUESTED', 'driver', en.cancel.done],
    ['CANCELLED', 'driver', en.cancel.done],
    ['CANCELLED', 'passenger', en.ride.cancelledByPassenger],
    ['CANCELLED', 'operations', en.ride.cancelledByOthers],
    ['EXPIRED', 'system', en.ride.cancelledByOthers],
    ['REQUESTED', 'operations', en.ride.reassigned],
  ] as const)(
    '%s by %s: the driver is off the ride, said without asking for it (no 404)',
    async (to, actor, notice) => {
      const { onEvent, requested, patch } = setUp()
      onEvent(status(to, actor))
      await Promise.resolve()
      expect(requested).toEqual([])
      expect(patch).toHaveBeenCalledWith({ ride: null, notice })
    },
  )

  it('a step of the ride he is on is read from his current ride, never from /rides/:id', async () => {
    const { onEvent, requested, patch } = setUp()
    onEvent(status('ARRIVED', 'driver'))
    await vi.waitFor(() => expect(patch).toHaveBeenCalled())
    expect(requested).toEqual(['/api/v1/rides/current'])
    expect(patch).toHaveBeenCalledWith({ ride: expect.objectContaining({ id: 'r1', status: 'ARRIVED' }) })
  })

  it('ignores the status of a ride it no longer shows', async () => {
    const { onEvent, requested, patch } = setUp()
    onEvent({ ...status('CANCELLED', 'passenger'), rideId: 'r0' })
    await Promise.resolve()
    expect(requested).toEqual([])
    expect(patch).not.toHaveBeenCalled()
  })
})
