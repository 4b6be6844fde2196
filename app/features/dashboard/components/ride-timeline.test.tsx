// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageOf, passengerProfile, passengerUser, rideOf, summaryOf } from '../test/fixtures.ts'
import { mockApi, renderAt } from '../test/render-dashboard.tsx'
import { PassengerDashboard } from './passenger-dashboard.tsx'

vi.mock('#app/lib/auth-client.ts', () => ({ authClient: { signOut: async () => ({ data: {}, error: null }) } }))

const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ')
const event = (from: string | null, to: string, actor: string, at: string, reason: string | null = null) => ({
  from,
  to,
  actor,
  at,
  reason,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ride timeline on the dashboard', () => {
  it('shows the cancellation fee charged and, when opened, each step with its Istanbul time and who made it', async () => {
    const { calls } = mockApi({
      '/api/v1/me': { body: passengerProfile() },
      '/api/v1/me/summary': { body: summaryOf() },
      '/api/v1/me/rides': {
        body: pageOf([rideOf({ id: 'r9', status: 'CANCELLED', fareKurus: 0, cancellationFeeKurus: 5_000 })]),
      },
      '/api/v1/rides/r9': {
        body: {
          timeline: [
            event(null, 'REQUESTED', 'passenger', '2026-01-31T22:30:00.000Z'),
            event('REQUESTED', 'ASSIGNED', 'driver', '2026-01-31T22:30:20.000Z'),
            event('ASSIGNED', 'CANCELLED', 'passenger', '2026-01-31T22:33:20.000Z', 'Sürücü çok uzakta'),
          ],
        },
      },
    })
    renderAt('/en/passenger-dashboard?tab=rides', <PassengerDashboard user={passengerUser} />)
    const item = (await screen.findByText('Taksim Meydanı')).closest('li')!
    expect(plain(within(item).getByText('Cancellation fee').nextElementSibling?.textContent)).toBe('₺50.00')
    expect(calls).not.toContain('/api/v1/rides/r9')

    const toggle = within(item).getByRole('button', { name: 'Show timeline' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    const steps = within(await within(item).findByRole('list', { name: 'Timeline' })).getAllByRole('listitem')
    expect(steps.map((s) => plain(s.textContent))).toEqual([
      'Requested · PassengerFeb 1, 2026 01:30',
      'Driver assigned · DriverFeb 1, 2026 01:30',
      'Cancelled · PassengerFeb 1, 2026 01:33Sürücü çok uzakta',
    ])
    expect(within(item).getByRole('button', { name: 'Hide timeline' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('names each step and who made it in Turkish words: no codes, no “tarafından”', async () => {
    mockApi({
      '/api/v1/me': { body: passengerProfile() },
      '/api/v1/me/summary': { body: summaryOf() },
      '/api/v1/me/rides': { body: pageOf([rideOf({ id: 'r7', status: 'EXPIRED' })]) },
      '/api/v1/rides/r7': {
        body: {
          timeline: [
            event(null, 'REQUESTED', 'passenger', '2026-01-31T22:30:00.000Z'),
            event('REQUESTED', 'ASSIGNED', 'driver', '2026-01-31T22:30:20.000Z'),
            event('ASSIGNED', 'REQUESTED', 'driver', '2026-01-31T22:31:00.000Z'),
            event('REQUESTED', 'ASSIGNED', 'operations', '2026-01-31T22:32:00.000Z'),
            event('ASSIGNED', 'ARRIVED', 'driver', '2026-01-31T22:33:00.000Z'),
            event('ARRIVED', 'IN_PROGRESS', 'driver', '2026-01-31T22:34:00.000Z'),
            event('IN_PROGRESS', 'EXPIRED', 'system', '2026-01-31T22:35:00.000Z'),
          ],
        },
      },
    })
    renderAt('/passenger-dashboard?tab=rides', <PassengerDashboard user={passengerUser} />)
    const item = (await screen.findByText('Taksim Meydanı')).closest('li')!
    await userEvent.click(within(item).getByRole('button', { name: 'Zaman çizelgesini gösterin' }))
    const steps = within(await within(item).findByRole('list', { name: 'Zaman çizelgesi' })).getAllByRole('listitem')
    expect(steps.map((s) => plain(s.querySelector('.timeline__what')?.textContent))).toEqual([
      'Talep edildi · Yolcu',
      'Şoför atandı · Şoför',
      'Şoför yolculuğu bıraktı · Şoför',
      'Şoför atandı · Durak operasyon ekibi',
      'Şoför geldi · Şoför',
      'Yolculuk başladı · Şoför',
      'Şoför bulunamadı · Sistem',
    ])
  })

  it('shows no fee line for a ride without one', async () => {
    mockApi({
      '/api/v1/me': { body: passengerProfile() },
      '/api/v1/me/summary': { body: summaryOf() },
      '/api/v1/me/rides': { body: pageOf([rideOf({ status: 'CANCELLED' })]) },
    })
    renderAt('/passenger-dashboard?tab=rides', <PassengerDashboard user={passengerUser} />)
    const item = (await screen.findByText('Taksim Meydanı')).closest('li')!
    expect(within(item).queryByText('İptal ücreti')).toBeNull()
    expect(within(item).getByRole('button', { name: 'Zaman çizelgesini gösterin' })).toBeVisible()
  })
})
