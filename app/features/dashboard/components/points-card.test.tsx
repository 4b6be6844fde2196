// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { passengerProfile, passengerUser } from '../test/fixtures.ts'
import { figure, plain } from '../test/queries.ts'
import { mockPanelApi, renderAt } from '../test/render-dashboard.tsx'
import { PassengerDashboard } from './passenger-dashboard.tsx'

vi.mock('#app/lib/auth-client.ts', () => ({ authClient: { signOut: async () => ({ data: {}, error: null }) } }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the passenger’s Durak points (issue 22, item 10)', () => {
  it('shows the earned points, and the held ones only as waiting for a fare check', async () => {
    mockPanelApi(passengerProfile({ points: 1_204, pendingPoints: 9_999 }))
    renderAt('/passenger-dashboard', <PassengerDashboard user={passengerUser} />)
    await waitFor(() => expect(figure('Durak puan')).toBe('1.204'))
    expect(plain(screen.getByRole('group', { name: 'Durak puan' }).textContent)).toContain(
      'Ücret kontrolü tamamlanınca 9.999 puan daha eklenecek',
    )
  })
  it('explains how points are earned when none are waiting', async () => {
    mockPanelApi(passengerProfile({ points: 21, pendingPoints: 0 }))
    renderAt('/en/passenger-dashboard', <PassengerDashboard user={passengerUser} />)
    await waitFor(() => expect(figure('Durak points')).toBe('21'))
    expect(screen.getByRole('group', { name: 'Durak points' })).toHaveTextContent(
      'One point for every 10 TL of completed fares',
    )
  })
})
