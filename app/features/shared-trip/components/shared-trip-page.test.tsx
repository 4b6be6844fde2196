// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sharedTrip as en } from '#shared/i18n/en/shared-trip.ts'
import { sharedTrip as tr } from '#shared/i18n/tr/shared-trip.ts'
import type { SharedTrip } from '#shared/schemas/trip-shares.ts'
import { setUpComponentTests } from '#app/test/component-test.ts'
import { SharedTripPage } from './shared-trip-page.tsx'

setUpComponentTests('sharedTrip', { en, tr })

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'
const TRIP: SharedTrip = {
  status: 'ASSIGNED',
  plate: '34 ABC 123',
  vehicle: { brand: 'Fiat', model: 'Egea', color: 'YELLOW' },
  driverFirstName: 'Mehmet',
  passengerFirstName: 'Ayşe',
  position: { lat: 41.0369, lng: 28.985, at: '2026-11-26T12:00:00.000Z' },
  pickup: { address: 'Taksim Square, Beyoğlu' },
  dropoff: { address: 'Kadıköy Pier' },
  updatedAt: '2026-11-26T12:00:05.000Z',
}

type Answer = { status: number; body: unknown }
let answers: Answer[]
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  answers = []
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/v1/map-config')
      return Response.json({ tilesUrl: null, attribution: '© OpenStreetMap contributors' })
    const next = answers.length > 1 ? answers.shift()! : answers[0]!
    return Response.json(next.body, { status: next.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  window.history.replaceState(null, '', `/en/shared-trip#${TOKEN}`)
})
afterEach(() => {
  vi.useRealTimers()
})

/** Lets fake time pass, and the answers and renders it releases. */
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })

const viewCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/v1/trip-shares/view')

describe('SharedTripPage', () => {
  it('shows the status, plate, car, driver and route, and the taxi on the map, asking with the token in the body only', async () => {
    answers = [{ status: 200, body: TRIP }]
    render(<SharedTripPage />)
    expect(await screen.findByText('34 ABC 123')).toBeInTheDocument()
    expect(screen.getByText('The taxi is on its way to the pickup')).toBeInTheDocument()
    // the API's colour code, named in the page's language
    expect(screen.getByText('Fiat Egea · Yellow')).toBeInTheDocument()
    expect(screen.getByText('Mehmet')).toBeInTheDocument()
    expect(screen.getByText(/^Ayşe shared their taxi ride with you\./)).toBeInTheDocument()
    expect(screen.getByText('Taksim Square, Beyoğlu')).toBeInTheDocument()
    expect(screen.getByText('Kadıköy Pier')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Map of the taxi’s position' })).toBeInTheDocument()
    const shown = within(screen.getByRole('list', { name: 'What the map shows' })).getAllByRole('listitem')
    expect(shown.map((item) => item.textContent)).toEqual(['Taxi 34 ABC 123: latitude 41.03690, longitude 28.98500'])
    const [url, init] = viewCalls()[0] as [string, RequestInit]
    expect(url).not.toContain(TOKEN)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN })
  })

  it('asks again every 5 seconds and shows the new position', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    answers = [
      { status: 200, body: TRIP },
      { status: 200, body: { ...TRIP, status: 'IN_PROGRESS', position: { ...TRIP.position!, lat: 41.0 } } },
    ]
    render(<SharedTripPage />)
    await pass(0)
    expect(screen.getByText('The taxi is on its way to the pickup')).toBeInTheDocument()
    expect(viewCalls()).toHaveLength(1)
    await pass(4900)
    expect(viewCalls()).toHaveLength(1)
    await pass(200)
    expect(viewCalls()).toHaveLength(2)
    expect(screen.getByText('On the way to the destination')).toBeInTheDocument()
    expect(screen.getByText('Taxi 34 ABC 123: latitude 41.00000, longitude 28.98500')).toBeInTheDocument()
  })

  it('after the ride ends or the link is revoked, says so, shows nothing of the ride and stops asking', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    answers = [
      { status: 200, body: TRIP },
      { status: 404, body: { error: { code: 'TRIP_SHARE_NOT_FOUND', message: 'This shared trip is not available.' } } },
    ]
    render(<SharedTripPage />)
    await pass(0)
    expect(screen.getByText('34 ABC 123')).toBeInTheDocument()
    await pass(5000)
    expect(screen.getByRole('alert')).toHaveTextContent('This trip is no longer shared')
    expect(screen.queryByText('34 ABC 123')).not.toBeInTheDocument()
    expect(screen.queryByText('Taksim Square, Beyoğlu')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Map of the taxi’s position' })).not.toBeInTheDocument()
    await pass(15_000)
    expect(viewCalls()).toHaveLength(2)
  })

  it('says the passenger arrived, by first name, once the ride is completed (issue 30)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    answers = [
      { status: 200, body: TRIP },
      { status: 404, body: { error: { code: 'TRIP_SHARE_ARRIVED', message: 'The passenger has arrived.' } } },
    ]
    render(<SharedTripPage />)
    await pass(0)
    await pass(5000)
    expect(screen.getByRole('alert')).toHaveTextContent('Ayşe has arrived')
    expect(screen.getByRole('alert')).toHaveTextContent('The ride is over and is no longer shared.')
    expect(screen.queryByText('34 ABC 123')).not.toBeInTheDocument()
  })

  it('names no one when the API has no first name, and says the passenger arrived on a first visit after the end', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    answers = [{ status: 200, body: { ...TRIP, passengerFirstName: null } }]
    render(<SharedTripPage />)
    await pass(0)
    expect(screen.getByText(/^A passenger shared their taxi ride with you\./)).toBeInTheDocument()
    cleanup()
    answers = [{ status: 404, body: { error: { code: 'TRIP_SHARE_ARRIVED', message: 'x' } } }]
    render(<SharedTripPage />)
    await pass(0)
    expect(screen.getByRole('alert')).toHaveTextContent('The passenger has arrived')
  })

  it('keeps the last answer, marked as not updated, when a call fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    answers = [
      { status: 200, body: TRIP },
      { status: 503, body: { error: { code: 'DATABASE_UNAVAILABLE', message: 'x' } } },
    ]
    render(<SharedTripPage />)
    await pass(0)
    expect(screen.getByText('34 ABC 123')).toBeInTheDocument()
    await pass(5000)
    expect(screen.getByText('The trip could not be updated. Trying again…')).toBeInTheDocument()
    expect(screen.getByText('34 ABC 123')).toBeInTheDocument()
  })

  it('says the link is incomplete and asks nothing when the URL has no token', async () => {
    window.history.replaceState(null, '', '/en/shared-trip')
    render(<SharedTripPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete')
    expect(viewCalls()).toHaveLength(0)
  })
})
