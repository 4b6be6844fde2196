// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StatementRide } from '#shared/schemas/receipts.ts'
import { LangProvider, registerNamespace } from '#app/lib/i18n.ts'
import { driverMode as en } from '#shared/i18n/en/driver-mode.ts'
import { driverMode as tr } from '#shared/i18n/tr/driver-mode.ts'
import { TodayFigures } from './today-figures.tsx'

registerNamespace('driverMode', { en, tr })
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const now = new Date().toISOString()
const ride = (more: Partial<StatementRide>): StatementRide => ({
  id: 'r1',
  createdAt: now,
  status: 'COMPLETED',
  pickupAddress: 'Galata Kulesi',
  dropoffAddress: 'Zorlu Center',
  fareKurus: 24_550,
  cancellationFeeKurus: 0,
  tollsKurus: 0,
  ...more,
})

/** Today's list from the current week's rides, as the statements API gives them. */
function renderToday(lang: 'tr' | 'en', rides: StatementRide[]) {
  const week = { weekStart: '2026-11-30', completedRides: 1, grossKurus: 29_550, netKurus: 25_118 }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      Response.json(url.endsWith('/rides') ? { items: rides, nextCursor: null } : { weeks: [week] }),
    ),
  )
  render(
    <LangProvider lang={lang}>
      <TodayFigures refreshKey="" />
    </LangProvider>,
  )
}

describe('today’s rides in driver mode (issue 30)', () => {
  it.each([
    ['tr', 'iptal ücreti'],
    ['en', 'cancellation fee'],
  ] as const)('in %s, tags a paid cancellation “%s” and only that one', async (lang, tag) => {
    renderToday(lang, [
      ride({ id: 'c1', status: 'CANCELLED', fareKurus: 0, cancellationFeeKurus: 5_000, dropoffAddress: null }),
      ride({ id: 'c2', status: 'CANCELLED', fareKurus: 0, cancellationFeeKurus: 0, pickupAddress: 'Moda' }),
      ride({ id: 'r1' }),
    ])
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent(tag)
    expect(items[0]).toHaveTextContent('Galata Kulesi')
    expect(items[1]).not.toHaveTextContent(tag)
    expect(items[2]).not.toHaveTextContent(tag)
    expect(screen.getAllByText(tag)).toHaveLength(1)
  })
})
