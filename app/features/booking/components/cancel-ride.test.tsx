// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { booking as en } from '#shared/i18n/en/booking.ts'
import { booking as tr } from '#shared/i18n/tr/booking.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { LangProvider, registerNamespace } from '#app/lib/i18n.ts'
import { setUpMockApi } from '#app/test/msw.ts'
import { withQueryClient } from '#app/test/with-query-client.tsx'
import { CancelRide } from './cancel-ride.tsx'

registerNamespace('booking', { en, tr })

const ride = (status: string, amountKurus: number) =>
  ({
    id: 'ride-1',
    status,
    pickup: { address: 'Moda Caddesi 12', lat: 40.98, lng: 29.02 },
    dropoff: null,
    cancellationFee: { amountKurus, freeUntil: amountKurus ? '2026-12-02T10:00:00.000Z' : null },
  }) as unknown as RideDetail

function renderTr(element: ReactNode) {
  const router = createMemoryRouter(
    [{ path: '/taksi-cagir', element: <LangProvider lang="tr">{withQueryClient(element)}</LangProvider> }],
    {
      initialEntries: ['/taksi-cagir'],
    },
  )
  return render(<RouterProvider router={router} />)
}

const api = setUpMockApi()
/** The server's answer to the fee check before cancelling (GET /api/v1/rides/:id). */
const serve = (detail: RideDetail) =>
  api.use(http.get('*/api/v1/rides/:rideId', ({ params }) => HttpResponse.json({ ...detail, id: params.rideId })))

afterEach(() => cleanup())

describe('cancelling (issue 30, items 6 and 9)', () => {
  it('says the fee in one line once the free time is over, also while confirming', async () => {
    const fresh = ride('ASSIGNED', 5000)
    serve(fresh)
    renderTr(<CancelRide ride={fresh} onCancelled={() => {}} />)
    const line = 'Ücretsiz iptal süresi doldu. Şimdi iptal ederseniz ₺50,00 iptal ücreti alınır.'
    expect(screen.getAllByText(line)).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Yolculuğu iptal edin' }))
    expect(await screen.findByRole('heading', { name: 'Yolculuk iptal edilsin mi?' })).toBeInTheDocument()
    expect(screen.getAllByText(/iptal ücreti/)).toHaveLength(1)
    expect(screen.getByText(line)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'İptal edin ve ₺50,00 ödeyin' })).toBeInTheDocument()
  })
  it('asks whether to cancel the taxi call while searching', async () => {
    const searching = ride('REQUESTED', 0)
    serve(searching)
    renderTr(<CancelRide ride={searching} onCancelled={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: 'İsteği iptal edin (ücretsiz)' }))
    expect(await screen.findByRole('heading', { name: 'Taksi çağrınız iptal edilsin mi?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Evet, iptal edin' })).toBeInTheDocument()
  })
})
