// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLogout } from './use-logout.ts'

const fetchMock = vi.fn()

/** The hook inside a data router (it navigates home after signing out). */
function wrapper({ children }: { children: ReactNode }) {
  const router = createMemoryRouter([{ path: '*', element: children }])
  return <RouterProvider router={router} />
}

describe('useLogout', () => {
  afterEach(() => {
    cleanup()
    localStorage.clear()
    vi.unstubAllGlobals()
  })

  it('forgets what the device kept of its users (the booking page’s last ride), nothing else, and signs out', async () => {
    localStorage.setItem('durak.user.u1.booking.lastRide', '{"plate":"34 TK 1234"}')
    localStorage.setItem('durak.user.u2.booking.lastRide', '{}')
    localStorage.setItem('durak.theme', 'dark')
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true }), { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const { result } = renderHook(() => useLogout(), { wrapper })
    await act(() => result.current.logout())
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/sign-out'])
    expect(Object.keys({ ...localStorage })).toEqual(['durak.theme'])
  })
})
