// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { map as en } from '#shared/i18n/en/map.ts'
import { map as tr } from '#shared/i18n/tr/map.ts'
import { setUpComponentTests } from '#app/test/component-test.ts'
import { resetMapConfigForTests } from './map-config.ts'
import { movedByKey } from './pin-keys.ts'
import { RideMap, type MapMarker } from './ride-map.tsx'

setUpComponentTests('map', { en, tr })

const TAKSIM = { lat: 41.0369, lng: 28.985 }
const PICKUP: MapMarker = { id: 'pickup', kind: 'pickup', label: 'Pickup: Taksim Square', ...TAKSIM, draggable: true }
const TAXI: MapMarker = { id: 'taxi', kind: 'taxi', label: 'Taxi 34 ABC 123', lat: 41.04, lng: 28.99 }

beforeEach(() => {
  resetMapConfigForTests()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ tilesUrl: null, attribution: '© OpenStreetMap contributors' })),
  )
})

describe('RideMap', () => {
  it('names its region and lists what it shows, with each marker’s label and position', () => {
    render(<RideMap center={TAKSIM} markers={[PICKUP, TAXI]} label="Map of your ride" />)
    expect(screen.getByRole('region', { name: 'Map of your ride' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'What the map shows' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Pickup: Taksim Square: latitude 41.03690, longitude 28.98500',
      'Taxi 34 ABC 123: latitude 41.04000, longitude 28.99000',
    ])
  })

  it('says there is nothing on the map when there are no markers', () => {
    render(<RideMap center={TAKSIM} markers={[]} label="Map" />)
    expect(screen.queryByRole('list', { name: 'What the map shows' })).not.toBeInTheDocument()
    expect(screen.getByText('No markers on the map yet.')).toBeInTheDocument()
  })

  it('credits OpenStreetMap with a link to its copyright page', () => {
    render(<RideMap center={TAKSIM} markers={[]} label="Map" />)
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    )
  })

  it('moves a draggable pin with the arrow keys and reports where to', async () => {
    const onMarkerDrag = vi.fn()
    render(<RideMap center={TAKSIM} markers={[PICKUP, TAXI]} label="Map" onMarkerDrag={onMarkerDrag} />)
    const pin = await screen.findByRole(
      'button',
      { name: 'Pickup: Taksim Square (movable pin: arrow keys move it)' },
      { timeout: 5000 },
    )
    expect(screen.getByRole('img', { name: 'Taxi 34 ABC 123' })).toHaveAttribute('tabindex', '0')
    pin.focus()
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(onMarkerDrag).toHaveBeenCalledTimes(1))
    const [id, to] = onMarkerDrag.mock.calls[0] as [string, { lat: number; lng: number }]
    expect(id).toBe('pickup')
    expect(to.lat).toBeGreaterThan(TAKSIM.lat)
    expect(to.lng).toBeCloseTo(TAKSIM.lng, 6)
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(onMarkerDrag).toHaveBeenCalledTimes(2))
    const [, right] = onMarkerDrag.mock.calls[1] as [string, { lat: number; lng: number }]
    expect(right.lng).toBeGreaterThan(TAKSIM.lng)
    expect(screen.getByRole('status')).toHaveTextContent('Pickup: Taksim Square moved to latitude')
  })

  it('does not move a marker that is not draggable', async () => {
    const onMarkerDrag = vi.fn()
    render(<RideMap center={TAKSIM} markers={[TAXI]} label="Map" onMarkerDrag={onMarkerDrag} />)
    const taxi = await screen.findByRole('img', { name: 'Taxi 34 ABC 123' }, { timeout: 5000 })
    taxi.focus()
    await userEvent.keyboard('{ArrowUp}')
    expect(onMarkerDrag).not.toHaveBeenCalled()
  })
})

describe('placing the pin', () => {
  it('puts the pin at the map’s centre when Enter is pressed on the focused map', async () => {
    const onMapClick = vi.fn()
    render(<RideMap center={TAKSIM} markers={[PICKUP]} label="Pick the place" onMapClick={onMapClick} />)
    await screen.findByRole('button', { name: /Pickup: Taksim Square/ }, { timeout: 5000 })
    const map = screen.getByRole('region', { name: 'Pick the place' })
    expect(map).toHaveAccessibleDescription(/Press Enter on the map to put the pin at its centre\./)
    map.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(onMapClick).toHaveBeenCalledTimes(1))
    const [at] = onMapClick.mock.calls[0] as [{ lat: number; lng: number }]
    expect(at.lat).toBeCloseTo(TAKSIM.lat, 4)
    expect(at.lng).toBeCloseTo(TAKSIM.lng, 4)
  })
})

describe('movedByKey', () => {
  const flat = {
    project: (at: { lat: number; lng: number }) => ({ x: at.lng, y: -at.lat }),
    unproject: ([x, y]: [number, number]) => ({ lat: -y, lng: x }),
  }
  it('moves ten pixels per arrow, fifty with Shift, and ignores other keys', () => {
    expect(movedByKey({ lat: 20, lng: 30 }, 'ArrowDown', flat)).toEqual({ lat: 10, lng: 30 })
    expect(movedByKey({ lat: 20, lng: 30 }, 'ArrowLeft', flat, true)).toEqual({ lat: 20, lng: -20 })
    expect(movedByKey({ lat: 0, lng: 0 }, 'Enter', flat)).toBeNull()
  })
})
