// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { statements as enStatements } from '#shared/i18n/en/statements.ts'
import { statements as trStatements } from '#shared/i18n/tr/statements.ts'
import { weekTotals } from '#shared/receipts/money.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { driverProfile, driverUser } from '../test/fixtures.ts'
import { mockPanelApi, renderAt } from '../test/render-dashboard.tsx'
import { DriverDashboard } from '../components/driver-dashboard.tsx'

registerNamespace('statements', { en: enStatements, tr: trStatements })
vi.mock('#app/lib/auth-client.ts', () => ({ authClient: { signOut: vi.fn() } }))
// uPlot needs a real canvas: the chart is its accessible image here (e2e draws it)
vi.mock('./earnings-chart-canvas.tsx', () => ({
  default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The week: net ₺1.136,83 above gross ₺869,21, because of ₺397,00 of tolls.
const WEEK = {
  weekStart: '2026-11-16',
  startsAt: '2026-11-15T21:00:00.000Z',
  endsAt: '2026-11-22T21:00:00.000Z',
  ...weekTotals({ completedRides: 4, cancellationsWithFee: 0, faresKurus: 86_921, feesKurus: 0, tollsKurus: 39_700 }),
}

describe('the driver overview’s weeks (issue 22, item 16)', () => {
  it('shows gross, commission, tolls and net side by side, so a net above the gross adds up', async () => {
    mockPanelApi(driverProfile(), {
      '/api/v1/driver/statements': { body: { commissionRateBasisPoints: 1500, weeks: [WEEK] } },
    })
    renderAt('/driver-dashboard', <DriverDashboard user={driverUser} />)
    const table = await screen.findByRole('table', { name: 'Haftalık net kazanç' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers.slice(0, 5)).toEqual(['Hafta', 'Brüt kazanç', 'Komisyon', 'Geçiş ücretleri', 'Net kazanç'])
    const row = within(table).getAllByRole('row')[1]!
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells.slice(0, 5)).toEqual(['₺869,21', '-₺130,38', '₺397,00', '₺1.135,83', '4'])
    expect(screen.getByText(/Net = brüt kazanç − komisyon \+ geçiş ücretleri/)).toBeInTheDocument()
  })
})
