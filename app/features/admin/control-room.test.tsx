// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { admin as en } from '#shared/i18n/en/admin.ts'
import { admin as tr } from '#shared/i18n/tr/admin.ts'
import { adminLive as liveEn } from '#shared/i18n/en/admin-live.ts'
import { adminLive as liveTr } from '#shared/i18n/tr/admin-live.ts'
import { rides as ridesEn } from '#shared/i18n/en/rides.ts'
import { rides as ridesTr } from '#shared/i18n/tr/rides.ts'
import type { AdminRide } from '#shared/schemas/admin-rides.ts'
import { LangProvider, registerNamespace } from '#app/lib/i18n.ts'
import { setUpComponentTests } from '#app/test/component-test.ts'
import { changedFields } from './audit-words.tsx'
import { RideAdjustmentsSection } from './ride-adjustments.tsx'
import { RideOperations } from './ride-operations.tsx'
import { isMeasured } from './ride-page.tsx'
import { useEmailText, usePersonName } from './words.ts'

setUpComponentTests('admin', { en, tr })
registerNamespace('rides', { en: ridesEn, tr: ridesTr })

/** Answers each API call from `answer(url, method)`; keeps the calls. */
function mockApi(answer: (url: URL, method: string) => unknown) {
  const calls: { url: string; method: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://durak.test')
      const method = init?.method ?? 'GET'
      calls.push({ url: url.pathname + url.search, method, body: init?.body ? JSON.parse(String(init.body)) : null })
      return new Response(JSON.stringify(answer(url, method)), { status: 200 })
    }),
  )
  return calls
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <LangProvider lang="en">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/en/admin/rides/r1']}>{children}</MemoryRouter>
      </QueryClientProvider>
    </LangProvider>
  )
}

const rideOf = (status: string, money: Partial<AdminRide['ride']> = {}) =>
  ({
    passengerId: 'p1',
    driverId: null,
    ride: { id: 'r1', status, fareKurus: 0, distanceMetres: 0, durationSeconds: 0, ...money },
  }) as unknown as AdminRide

describe('manual dispatch on the ride page (issue 30)', () => {
  it('starts within 3 km and widens step by step, the pressed button saying which', async () => {
    const calls = mockApi(() => ({ rideId: 'r1', rideStatus: 'REQUESTED', radiusKm: 3, items: [] }))
    render(<RideOperations data={rideOf('REQUESTED')} />, { wrapper: Shell })
    expect(await screen.findByText(en.dispatch.noTaxisWithin.replace('{{km}}', '3'))).toBeInTheDocument()
    const group = screen.getByRole('group', { name: /Search within/ })
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['3 km', '5 km', '10 km', '20 km'])
    expect(within(group).getByRole('button', { name: '3 km' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.setup().click(within(group).getByRole('button', { name: '10 km' }))
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/v1/admin/rides/r1/free-taxis?limit=10&radiusKm=10'))
    expect(calls[0]?.url).toBe('/api/v1/admin/rides/r1/free-taxis?limit=10&radiusKm=3')
    expect(within(group).getByRole('button', { name: '10 km' })).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByText(en.dispatch.noTaxisWithin.replace('{{km}}', '10'))).toBeInTheDocument()
  })

  it('cancels as operations in two steps: the button opens the reason form, whose submit sends it', async () => {
    const calls = mockApi((url) =>
      url.pathname.endsWith('free-taxis') ? { rideId: 'r1', rideStatus: 'ASSIGNED', radiusKm: 3, items: [] } : {},
    )
    render(<RideOperations data={rideOf('ASSIGNED')} />, { wrapper: Shell })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: en.dispatch.cancel }))
    const form = screen.getByRole('form', { name: en.dispatch.cancel })
    expect(form).toHaveTextContent(en.dispatch.confirmQuestion)
    await user.type(within(form).getByLabelText(en.dispatch.reason), 'Passenger called')
    await user.click(within(form).getByRole('button', { name: 'Yes, cancel as operations' }))
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { url: '/api/v1/admin/rides/r1/operations-cancel', method: 'POST', body: { reason: 'Passenger called' } },
      ]),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await screen.findByText(en.dispatch.cancelDone)).toBeInTheDocument()
  })

  it('on an ended ride says nothing is left to dispatch and points to the refunds below', () => {
    mockApi(() => ({}))
    render(<RideOperations data={rideOf('COMPLETED')} />, { wrapper: Shell })
    expect(screen.getByText(en.dispatch.nothingToDo)).toHaveTextContent('Refunds and credits are below')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows no distance, duration or fare for a ride not measured yet', () => {
    expect(isMeasured(rideOf('REQUESTED').ride)).toBe(false)
    expect(isMeasured(rideOf('CANCELLED').ride)).toBe(false)
    expect(isMeasured(rideOf('COMPLETED').ride)).toBe(true)
    expect(isMeasured(rideOf('CANCELLED', { distanceMetres: 1200 }).ride)).toBe(true)
  })
})

describe('refunds on a ride (issue 30)', () => {
  const adjustments = (chargedKurus: number, refundedKurus = 0) => ({
    rideId: 'r1',
    chargedKurus,
    refundedKurus,
    creditedKurus: 0,
    fareCorrectedKurus: 0,
    callerLimitKurus: 50_000,
    supportLimits: null,
    items: [],
  })
  const kinds = async () =>
    within(await screen.findByRole('combobox', { name: en.adjustments.kind }))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'))

  it('offers no refund when nothing was collected, and says why', async () => {
    mockApi(() => adjustments(0))
    render(<RideAdjustmentsSection rideId="r1" />, { wrapper: Shell })
    expect(await kinds()).toEqual(['CREDIT', 'FARE_CORRECTION'])
    expect(screen.getByText(en.adjustments.nothingCollected)).toBeInTheDocument()
  })

  it('offers a refund while some of the charge is left, none once it is all refunded', async () => {
    mockApi(() => adjustments(12_000))
    const first = render(<RideAdjustmentsSection rideId="r1" />, { wrapper: Shell })
    expect(await kinds()).toEqual(['REFUND', 'CREDIT', 'FARE_CORRECTION'])
    expect(screen.queryByText(en.adjustments.nothingCollected)).toBeNull()
    first.unmount()
    mockApi(() => adjustments(12_000, 12_000))
    render(<RideAdjustmentsSection rideId="r1" />, { wrapper: Shell })
    expect(await kinds()).toEqual(['CREDIT', 'FARE_CORRECTION'])
  })
})

describe('the audit log and the users list in words (issue 30)', () => {
  it('lists only labelled fields the entry wrote that changed, never empty pairs', () => {
    const document = { kind: 'INSURANCE', number: 'P-1', issuedOn: '2026-01-01', expiresOn: '2027-01-01' }
    const previous = { ...document, expiresOn: '2026-06-01', status: 'PENDING', daysLeft: 3, scan: null }
    expect(changedFields({ before: previous, after: document })).toEqual(['expiresOn'])
    expect(changedFields({ before: null, after: { ...document, scan: null } })).toEqual([
      'kind',
      'number',
      'issuedOn',
      'expiresOn',
    ])
    expect(
      changedFields({
        before: { status: 'ASSIGNED', driver: 'Mehmet D.' },
        after: { status: 'REQUESTED', driver: null, reason: '' },
      }),
    ).toEqual(['status', 'driver'])
    expect(changedFields({ before: { status: 'OPEN' }, after: {} })).toEqual(['status'])
  })

  it('reads a phone account’s made-up address as “signed up by phone”', () => {
    const { result } = renderHook(() => ({ email: useEmailText(), person: usePersonName() }), { wrapper: Shell })
    expect(result.current.email('phone-0f3a@telefon.durak.invalid')).toBe(en.users.phoneAccount)
    expect(result.current.email('ayse@example.com')).toBe('ayse@example.com')
    expect(result.current.person('', 'phone-0f3a@telefon.durak.invalid')).toBe(en.users.phoneAccount)
  })

  it('gives the live map’s “in progress” letter from the word the table and ride pages use', () => {
    expect(liveTr.rideShort.IN_PROGRESS).toBe(ridesTr.status.IN_PROGRESS.charAt(0))
    // and the English one for a request starts its word ("Rq" = Requested, not "W" for waiting)
    expect(ridesEn.status.REQUESTED.charAt(0)).toBe(liveEn.rideShort.REQUESTED.charAt(0))
    expect(liveTr.table.totals).toContain(ridesTr.status.IN_PROGRESS)
  })
})
