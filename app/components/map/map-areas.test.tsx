// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { map as en } from '#shared/i18n/en/map.ts'
import { map as tr } from '#shared/i18n/tr/map.ts'
import { setUpComponentTests } from '#app/test/component-test.ts'
import { resetMapConfigForTests } from './map-config.ts'
import { viewportOf } from './mercator.ts'
import { RideMap, type MapArea, type MapMarker } from './ride-map.tsx'

setUpComponentTests('map', { en, tr })

const TAKSIM = { lat: 41.0369, lng: 28.985 }
const CELL: MapArea = {
  id: '2051:1449',
  south: 41.02,
  west: 28.98,
  north: 41.04,
  east: 29.0,
  intensity: 0.5,
  label: 'Taksim: 12 requests',
  text: '12',
}
const RIDE: MapMarker = {
  id: 'ride-1',
  kind: 'ride',
  label: 'Ride waiting 2 min',
  text: 'R',
  tone: 'danger',
  ...TAKSIM,
}

beforeEach(() => {
  resetMapConfigForTests()
  vi.stubGlobal('requestAnimationFrame', (step: FrameRequestCallback) => setTimeout(() => step(performance.now()), 16))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id))
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ tilesUrl: null, attribution: '© OpenStreetMap contributors' })),
  )
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 400))
  onTestFinished(() => {
    vi.restoreAllMocks()
  })
})

describe('RideMap areas, marker texts and selection', () => {
  it('draws an area as a rectangle spanning its corners, filled by its intensity, and names it in the text equivalent', async () => {
    const { container } = render(<RideMap center={TAKSIM} zoom={14} markers={[]} areas={[CELL]} label="Map" />)
    const list = screen.getByRole('list', { name: 'What the map shows' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Taksim: 12 requests'])
    await waitFor(() => expect(container.querySelector('.ride-map__area')).not.toBeNull())
    const box = container.querySelector<HTMLElement>('.ride-map__area')!
    // 0.02° of longitude at zoom 14 is 0.02 / 360 × 256 × 2^14 ≈ 233 px
    expect(Number.parseFloat(box.style.width)).toBeCloseTo(233, 0)
    expect(Number.parseFloat(box.style.height)).toBeGreaterThan(150)
    expect(box.style.getPropertyValue('--area-alpha')).toBe('0.38')
    expect(box).toHaveTextContent('12')
    expect(box).toHaveAttribute('aria-hidden', 'true')
  })

  it('shows a marker’s text and makes it a button when the page selects markers, by click and by Enter', async () => {
    const onMarkerSelect = vi.fn()
    render(<RideMap center={TAKSIM} markers={[RIDE]} label="Map" onMarkerSelect={onMarkerSelect} />)
    const ride = await screen.findByRole('button', { name: 'Ride waiting 2 min' }, { timeout: 5000 })
    expect(ride).toHaveTextContent('R')
    expect(ride).toHaveClass('ride-map__marker--ride', 'ride-map__marker--tone-danger')
    fireEvent.click(ride)
    expect(onMarkerSelect).toHaveBeenLastCalledWith('ride-1')
    ride.focus()
    await userEvent.keyboard('{Enter}')
    expect(onMarkerSelect).toHaveBeenCalledTimes(2)
  })

  it('lists nothing itself when the page has its own text equivalent', () => {
    render(<RideMap center={TAKSIM} markers={[RIDE]} areas={[CELL]} label="Map" hasPageTextEquivalent />)
    expect(screen.queryByRole('list', { name: 'What the map shows' })).not.toBeInTheDocument()
    expect(screen.queryByText('No markers on the map yet.')).not.toBeInTheDocument()
  })

  it('reports where the map is, and again after a pan by key', async () => {
    const onViewChange = vi.fn()
    render(<RideMap center={TAKSIM} zoom={12} markers={[]} label="Map" onViewChange={onViewChange} />)
    await waitFor(() => expect(onViewChange).toHaveBeenCalled())
    const first = onViewChange.mock.calls.at(-1)![0]
    expect(first.zoom).toBe(12)
    expect(first.south).toBeLessThan(TAKSIM.lat)
    expect(first.north).toBeGreaterThan(TAKSIM.lat)
    expect(first.west).toBeLessThan(TAKSIM.lng)
    expect(first.east).toBeGreaterThan(TAKSIM.lng)
    screen.getByRole('region', { name: 'Map' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(onViewChange.mock.calls.at(-1)![0].west).toBeGreaterThan(first.west))
  })
})

describe('viewportOf', () => {
  it('spans the container around the centre', () => {
    const view = viewportOf({ center: { lat: 0, lng: 0 }, zoom: 1 }, { width: 512, height: 512 })
    expect(view.west).toBeCloseTo(-180, 6)
    expect(view.east).toBeCloseTo(180, 6)
    expect(view.north).toBeCloseTo(85.0511, 3)
    expect(view.zoom).toBe(1)
  })
})
