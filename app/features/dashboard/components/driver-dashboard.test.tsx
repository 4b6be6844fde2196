// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { statements as enStatements } from '#shared/i18n/en/statements.ts'
import { statements as trStatements } from '#shared/i18n/tr/statements.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { driverProfile, driverUser, pageOf, rideOf, summaryOf } from '../test/fixtures.ts'
import { plain, figure, figuresOf } from '../test/queries.ts'
import { mockApi, mockPanelApi, renderAt } from '../test/render-dashboard.tsx'
import { DriverDashboard } from './driver-dashboard.tsx'

registerNamespace('statements', { en: enStatements, tr: trStatements })

const signOut = vi.hoisted(() => vi.fn(async () => ({ data: { success: true }, error: null })))
vi.mock('#app/lib/auth-client.ts', () => ({ authClient: { signOut } }))
// uPlot draws on a real canvas (jsdom has none, nor matchMedia): the chart is exercised in
// e2e/receipts-statements.spec.ts; here it is its accessible image only
vi.mock('../statements/earnings-chart-canvas.tsx', () => ({
  default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}))

beforeEach(() => {
  signOut.mockClear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// Who may open the panel is checked by the route's clientLoader: see app/lib/require-user-type.test.ts.
describe('driver dashboard without a readable profile', () => {
  it('sends the driver to sign in again when the session ended meanwhile', async () => {
    mockApi({ '/api/v1/me': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in.' } } } })
    renderAt('/en/driver-dashboard?tab=rides', <DriverDashboard user={driverUser} />)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/driver-login$/))
  })
  it('says "User not found" when the account has no user data', async () => {
    mockApi({ '/api/v1/me': { status: 404, body: { error: { code: 'USER_NOT_FOUND', message: 'Not found.' } } } })
    renderAt('/en/driver-dashboard', <DriverDashboard user={driverUser} />)
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
  })
})

describe('driver overview', () => {
  it('shows the exact figures with the welcome and skeletons first', async () => {
    mockPanelApi(driverProfile())
    renderAt('/en/driver-dashboard', <DriverDashboard user={driverUser} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Mehmet Demir')
    expect(screen.getByRole('group', { name: 'Total earnings' })).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(figure('Total earnings')).toBe('₺223.45'))
    expect(figuresOf(['Total rides', 'Completed rides', 'Rating', 'Balance'])).toEqual(['3', '2', '4.9', '₺2,430.50'])
    expect(figure('Status')).toContain('Online')
  })
  it('writes figures the Turkish way on Turkish pages, offline as Çevrim dışı', async () => {
    mockApi({
      '/api/v1/me': {
        body: driverProfile({ ratingCenti: null, driver: { ...driverProfile().driver!, isOnline: false } }),
      },
      '/api/v1/me/summary': { body: summaryOf({ totalRides: 1200, totalRidesSource: 'record' }) },
    })
    renderAt('/driver-dashboard', <DriverDashboard user={driverUser} />)
    await waitFor(() => expect(figure('Toplam kazanç')).toBe('₺223,45'))
    expect(figure('Toplam yolculuk')).toBe('1200')
    expect(figure('Durum')).toContain('Çevrim dışı')
    expect(figure('Puan')).toBe('—')
    expect(screen.getByRole('group', { name: 'Puan' })).toHaveTextContent('Henüz puan yok')
  })
  it('offers a retry when the figures cannot be read, and shows them after it', async () => {
    let fail = true
    mockApi({
      '/api/v1/me': { body: driverProfile() },
      '/api/v1/me/summary': () =>
        fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } : { body: summaryOf() },
      '/api/v1/driver/statements': { body: { commissionRateBasisPoints: 1500, weeks: [] } },
    })
    renderAt('/en/driver-dashboard', <DriverDashboard user={driverUser} />)
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })
    expect(screen.getByRole('alert')).toHaveTextContent('This information could not be loaded.')
    fail = false
    await userEvent.click(retry)
    await waitFor(() => expect(figure('Total earnings')).toBe('₺223.45'))
  })
})

describe('driver tabs and rides', () => {
  it('moves between tabs with the arrow keys and keeps the tab in the URL', async () => {
    mockPanelApi(driverProfile())
    renderAt('/en/driver-dashboard', <DriverDashboard user={driverUser} />)
    const overview = screen.getByRole('tab', { name: 'Overview' })
    expect(overview).toHaveAttribute('aria-selected', 'true')
    overview.focus()
    await userEvent.keyboard('{ArrowRight}')
    const rides = screen.getByRole('tab', { name: 'Rides' })
    expect(rides).toHaveAttribute('aria-selected', 'true')
    expect(rides).toHaveFocus()
    expect(screen.getByTestId('location')).toHaveTextContent('/en/driver-dashboard?tab=rides')
    expect(await screen.findByText('No rides found yet.')).toBeInTheDocument()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Profile')
  })
  it('opens the tab named in the URL and lists rides with labels, loading more by cursor', async () => {
    const { calls } = mockApi({
      '/api/v1/me': { body: driverProfile() },
      '/api/v1/me/rides?limit=10': {
        body: pageOf(
          [
            rideOf({ id: 'a', status: 'COMPLETED', tollsKurus: 28_000 }),
            rideOf({ id: 'b', status: 'CANCELLED', fareKurus: 5_000 }),
            rideOf({ id: 'c', status: 'IN_PROGRESS' }),
            rideOf({ id: 'd', status: 'REQUESTED' }),
            rideOf({ id: 'f', status: 'ASSIGNED' }),
          ],
          'CURSOR1',
        ),
      },
      '/api/v1/me/rides?limit=10&cursor=CURSOR1': {
        body: pageOf([rideOf({ id: 'e', pickupAddress: 'Galata Kulesi' })]),
      },
    })
    renderAt('/en/driver-dashboard?tab=rides', <DriverDashboard user={driverUser} />)
    await screen.findByText('Driver assigned')
    const list = within(screen.getByRole('tabpanel')).getByRole('list')
    const items = within(list).getAllByRole('listitem')
    // every status in words, each after an icon (✓ ✕ ➜ •), so colour is not the only signal
    const labels = /^(Completed|Cancelled|In Progress|Requested|Driver assigned)$/
    expect(items.map((li) => within(li).getByText(labels).previousElementSibling?.textContent)).toEqual([
      '✓',
      '✕',
      '➜',
      '•',
      '➜',
    ])
    expect(items.map((li) => within(li).getByText(labels).textContent)).toEqual([
      'Completed',
      'Cancelled',
      'In Progress',
      'Requested',
      'Driver assigned',
    ])
    expect(list).not.toHaveTextContent(/REQUESTED|ASSIGNED/)
    expect(items[0]).toHaveTextContent('Taksim Meydanı')
    expect(items[0]).toHaveTextContent('Kadıköy İskelesi')
    expect(items[0]).toHaveTextContent('Feb 1, 2026') // 22:30 UTC on 31 Jan is 1 Feb in Istanbul
    expect(plain(items[1]!.textContent)).toContain('₺50.00')
    // tolls: their own line, in the statement's words (they pass to the driver without commission)
    expect(plain(items[0]!.textContent)).toContain('Tolls (no commission)₺280.00')
    expect(items[1]).not.toHaveTextContent('Tolls')
    await userEvent.click(screen.getByRole('button', { name: 'Load more rides' }))
    expect(await screen.findByText('Galata Kulesi')).toBeInTheDocument()
    expect(calls).toContain('/api/v1/me/rides?limit=10&cursor=CURSOR1')
    expect(screen.queryByRole('button', { name: 'Load more rides' })).not.toBeInTheDocument()
    expect(screen.getByText('All your rides are shown.')).toBeInTheDocument()
  })
  it('shows the profile with the city in Turkish, verification and the vehicle', async () => {
    mockApi({ '/api/v1/me': { body: driverProfile({ driver: { ...driverProfile().driver!, isVerified: false } }) } })
    renderAt('/driver-dashboard?tab=profile', <DriverDashboard user={driverUser} />)
    expect(await screen.findByText('İzmir')).toBeInTheDocument()
    expect(screen.getByText('0542 987 65 43')).toBeInTheDocument()
    expect(screen.getByText('Beklemede')).toBeInTheDocument()
    for (const text of ['Fiat', 'Egea', '2023', '34 TKS 512', 'Sarı', '34-TX-1', 'Mehmet', 'Demir']) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
  })
})

describe('logout', () => {
  it('ends the session on the server and returns to the home page in the same language', async () => {
    mockPanelApi(driverProfile())
    renderAt('/en/driver-dashboard', <DriverDashboard user={driverUser} />)
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(signOut).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/))
  })
  it('stays and says so when the server cannot end the session', async () => {
    signOut.mockResolvedValueOnce({ data: null, error: { status: 0 } } as never)
    mockPanelApi(driverProfile())
    renderAt('/driver-dashboard', <DriverDashboard user={driverUser} />)
    await userEvent.click(screen.getByRole('button', { name: 'Çıkış yapın' }))
    expect(await screen.findByText(/Çıkış yapılamadı/)).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/driver-dashboard')
  })
})
