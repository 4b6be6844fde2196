// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { booking as en } from '#shared/i18n/en/booking.ts'
import { booking as tr } from '#shared/i18n/tr/booking.ts'
import { SITE } from '#shared/site-config.ts'
import { LangProvider, registerNamespace } from '#app/lib/i18n.ts'
import { withQueryClient } from '#app/test/with-query-client.tsx'
import type { CurrentRide } from '../api/get-current-ride.ts'
import type { EndedRide } from '../lib/booking-state.ts'
import { EndedStep } from './ended-step.tsx'
import { OfflineRide } from './offline-ride.tsx'
import { OnTheWayStep } from './on-the-way-step.tsx'
import { elapsedText, SearchProgress } from './search-progress.tsx'

registerNamespace('booking', { en, tr })

const ride = (status: string) =>
  ({
    id: 'ride-1',
    status,
    pickup: { address: 'Moda Caddesi 12', lat: 40.98, lng: 29.02 },
    dropoff: null,
    createdAt: '2026-12-02T10:00:00.000Z',
    driver: {
      firstName: 'Deniz',
      lastName: 'Kaya',
      ratingCenti: 480,
      vehicle: { brand: 'Fiat', model: 'Egea', color: null, plate: '34 TK 123' },
    },
    cancellationFee: { amountKurus: 0, freeUntil: null },
    driverPosition: null,
    etaSeconds: 240,
    share: null,
  }) as unknown as CurrentRide

/** A screen of the booking page at its English path (the language comes from the URL). */
function renderAt(element: ReactNode, path = '/en/call-a-taxi') {
  const lang = path.startsWith('/en') ? 'en' : 'tr'
  const router = createMemoryRouter(
    [{ path, element: <LangProvider lang={lang}>{withQueryClient(element)}</LangProvider> }],
    {
      initialEntries: [path],
    },
  )
  return render(<RouterProvider router={router} />)
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('the taxi on its way', () => {
  it('offers the arrival sound while the taxi comes, and no longer once it has arrived', () => {
    renderAt(<OnTheWayStep ride={ride('ASSIGNED')} onCancelled={() => {}} onChanged={() => {}} />)
    expect(screen.getByRole('checkbox', { name: en.arrived.sound })).toBeInTheDocument()
    cleanup()
    renderAt(<OnTheWayStep ride={ride('ARRIVED')} onCancelled={() => {}} onChanged={() => {}} />)
    expect(screen.getByRole('heading', { name: en.arrived.title })).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: en.arrived.sound })).not.toBeInTheDocument()
  })

  it('keeps the cancel bar in the flow (not stuck over the share button)', () => {
    const { container } = renderAt(<OnTheWayStep ride={ride('ARRIVED')} onCancelled={() => {}} onChanged={() => {}} />)
    expect(container.querySelector('.booking-actions')).toHaveClass('booking-actions--in-flow')
  })
})

describe('searching', () => {
  it('shows the time since the request ticking, and tells screen readers once a minute only', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-02T10:00:50.000Z') })
    renderAt(<SearchProgress since="2026-12-02T10:00:00.000Z" />)
    expect(screen.getByText('0:50')).toBeInTheDocument()
    const live = screen.getByTestId('search-minutes')
    expect(live).toHaveAttribute('aria-live', 'polite')
    expect(live).toBeEmptyDOMElement()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(33_000)
    })
    expect(screen.getByText('1:23')).toBeInTheDocument()
    expect(live).toHaveTextContent('We have been looking for 1 minute.')
  })

  it('writes minutes and seconds, never below 0:00', () => {
    expect(elapsedText(0, 83_000)).toBe('1:23')
    expect(elapsedText(10_000, 0)).toBe('0:00')
  })
})

describe('no taxi found', () => {
  it('offers the support line as a tel: link beside trying again', () => {
    const ended = { kind: 'expired', ride: ride('EXPIRED') } as unknown as EndedRide
    renderAt(<EndedStep ended={ended} onRetry={() => {}} onNewRide={() => {}} isRetrying={false} error={null} />)
    expect(screen.getByRole('button', { name: en.searching.tryAgain })).toBeInTheDocument()
    const support = screen.getByRole('link', { name: en.searching.support.replace('{{phone}}', SITE.supportPhone) })
    expect(support.getAttribute('href')).toMatch(/^tel:\+90\d{10}$/)
  })
})

describe('an offline reload during a ride', () => {
  it('shows the kept ride with its plate, marked not live with the time, in Turkish', () => {
    const snapshot = {
      savedAt: '2026-12-02T10:05:00.000Z',
      ride: {
        id: 'ride-1',
        status: 'ARRIVED' as const,
        pickup: { address: 'Moda Caddesi 12' },
        dropoff: null,
        driver: ride('ARRIVED').driver,
      },
    }
    renderAt(<OfflineRide snapshot={snapshot} />, '/taksi-cagir')
    expect(screen.getByRole('heading', { level: 1, name: tr.arrived.title })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(tr.live.offline.replace('{{time}}', '13:05'))
    expect(screen.getAllByText(/34 TK 123/).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
