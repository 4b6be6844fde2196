// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
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
  // jsdom has no animation frames: the map's pan and zoom animations run on timers here
  vi.stubGlobal('requestAnimationFrame', (step: FrameRequestCallback) => setTimeout(() => step(performance.now()), 16))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id))
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

/** Where the map draws a marker: its CSS translate, in pixels. */
function drawnAt(element: HTMLElement): [number, number] {
  const match = /translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\)/.exec(element.style.transform)
  if (!match) throw new Error(`no translate in "${element.style.transform}"`)
  return [Number(match[1]), Number(match[2])]
}

describe('the map by keyboard and pointer', () => {
  it('pans the focused map with the arrow keys and zooms it with + and −, which move the markers on screen', async () => {
    render(<RideMap center={TAKSIM} markers={[TAXI]} label="Map" />)
    const taxi = await screen.findByRole('img', { name: 'Taxi 34 ABC 123' }, { timeout: 5000 })
    const map = screen.getByRole('region', { name: 'Map' })
    const [x0, y0] = drawnAt(taxi)
    map.focus()
    await userEvent.keyboard('{ArrowRight}')
    // the view moves east: what is on the map moves left, by the 100 px step
    await waitFor(() => expect(drawnAt(taxi)[0]).toBeCloseTo(x0 - 100, 0))
    expect(drawnAt(taxi)[1]).toBeCloseTo(y0, 3)
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(drawnAt(taxi)[1]).toBeCloseTo(y0 - 100, 0))
    const [x1] = drawnAt(taxi)
    await userEvent.keyboard('-')
    // half the scale around the centre: the taxi's distance from it halves
    await waitFor(() => expect(Math.abs(drawnAt(taxi)[0])).toBeLessThan(Math.abs(x1)))
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument()
  })

  it('zooms in by its button', async () => {
    render(<RideMap center={TAKSIM} markers={[TAXI]} label="Map" />)
    const taxi = await screen.findByRole('img', { name: 'Taxi 34 ABC 123' }, { timeout: 5000 })
    const [x0] = drawnAt(taxi)
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    await waitFor(() => expect(Math.abs(drawnAt(taxi)[0])).toBeGreaterThan(Math.abs(x0) * 1.5))
  })

  it('draws plain grid squares and requests no image without a tile host, and keeps only the new zoom’s squares after a zoom', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 400))
    onTestFinished(() => {
      vi.restoreAllMocks()
    })
    const { container } = render(<RideMap center={TAKSIM} markers={[TAXI]} label="Map" />)
    const taxi = await screen.findByRole('img', { name: 'Taxi 34 ABC 123' }, { timeout: 5000 })
    const squares = () => [...container.querySelectorAll<HTMLElement>('.ride-map__tile--blank')]
    // a 600 × 400 map spans three to four 256 px tiles across and two to three down
    await waitFor(() => expect(squares().length).toBeGreaterThanOrEqual(6))
    expect(container.querySelectorAll('img')).toHaveLength(0)
    const fromCentre = () => drawnAt(taxi)[0] - 300
    const before = fromCentre()
    screen.getByRole('region', { name: 'Map' }).focus()
    await userEvent.keyboard('-')
    // zoomed out: the taxi is half as far from the centre
    await waitFor(() => expect(fromCentre()).toBeCloseTo(before / 2, 0))
    await waitFor(() => expect(squares().every((square) => square.style.width === '256px')).toBe(true))
    expect(squares().length).toBeGreaterThanOrEqual(6)
  })

  it('draws the configured host’s tiles, and after the first tile that fails only plain squares, asking for no more images', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 400))
    onTestFinished(() => {
      vi.restoreAllMocks()
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ tilesUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' }),
      ),
    )
    const { container } = render(<RideMap center={TAKSIM} markers={[TAXI]} label="Map" />)
    await waitFor(() => expect(container.querySelectorAll('img').length).toBeGreaterThanOrEqual(6))
    const tiles = [...container.querySelectorAll('img')]
    for (const tile of tiles)
      expect(tile.getAttribute('src')).toMatch(/^https:\/\/[abc]\.tiles\.example\.com\/14\/\d+\/\d+\.png$/)
    // Taksim at zoom 14 is tile column 9511, row 6140, on subdomain a ((9511 + 6140) % 3)
    expect(tiles.map((tile) => tile.getAttribute('src'))).toContain('https://a.tiles.example.com/14/9511/6140.png')
    expect(screen.getByText(/© Example/)).toBeInTheDocument()
    fireEvent.error(tiles[0]!)
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(0))
    expect(container.querySelectorAll('.ride-map__tile--blank').length).toBeGreaterThanOrEqual(6)
  })

  it('reports where a dragged pin was dropped, and leaves a pin that was only pressed where it was', async () => {
    const onMarkerDrag = vi.fn()
    render(<RideMap center={TAKSIM} markers={[PICKUP]} label="Map" onMarkerDrag={onMarkerDrag} />)
    const pin = await screen.findByRole('button', { name: /Pickup: Taksim Square/ }, { timeout: 5000 })
    fireEvent.pointerDown(pin, { pointerId: 1, button: 0, clientX: 100, clientY: 100 })
    fireEvent.pointerUp(pin, { pointerId: 1, button: 0, clientX: 101, clientY: 101 })
    expect(onMarkerDrag).not.toHaveBeenCalled()

    fireEvent.pointerDown(pin, { pointerId: 2, button: 0, clientX: 100, clientY: 100 })
    fireEvent.pointerMove(pin, { pointerId: 2, clientX: 100, clientY: 160 })
    await waitFor(() => expect(pin).toHaveClass('ride-map__marker--dragging'))
    fireEvent.pointerUp(pin, { pointerId: 2, button: 0, clientX: 100, clientY: 160 })
    expect(onMarkerDrag).toHaveBeenCalledTimes(1)
    const [id, to] = onMarkerDrag.mock.calls[0] as [string, { lat: number; lng: number }]
    expect(id).toBe('pickup')
    // 60 px down at zoom 14 is about 300 m south
    expect(TAKSIM.lat - to.lat).toBeGreaterThan(0.001)
    expect(TAKSIM.lat - to.lat).toBeLessThan(0.005)
    expect(to.lng).toBeCloseTo(TAKSIM.lng, 6)
    // it stays where it was dropped, though the page has not moved it yet
    await waitFor(() => expect(pin).not.toHaveClass('ride-map__marker--dragging'))
    expect(screen.getByRole('button', { name: /Pickup: Taksim Square/ })).toBe(pin)
  })
})

describe('after the map is gone', () => {
  it('ignores the view pigeon-maps reports late, after a pan just before the page unmounted it', async () => {
    const { unmount } = render(<RideMap center={TAKSIM} markers={[TAXI]} label="Map" />)
    await screen.findByRole('img', { name: 'Taxi 34 ABC 123' }, { timeout: 5000 })
    screen.getByRole('region', { name: 'Map' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    unmount()
    // as when the test DOM is torn down: a state update now would throw "window is not defined"
    vi.stubGlobal('window', undefined)
    await new Promise((resolve) => setTimeout(resolve, 400))
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
