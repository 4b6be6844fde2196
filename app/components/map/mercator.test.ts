import { describe, expect, it } from 'vitest'
import { fitView, panBy, projectorAt, viewContains } from './mercator.ts'
import { tileUrl } from './tile-url.ts'

const TAKSIM = { lat: 41.0369, lng: 28.985 }
const KADIKOY = { lat: 40.9906, lng: 29.0236 }
const SIZE = { width: 600, height: 400 }

describe('projectorAt', () => {
  it('puts the equator and the prime meridian in the middle of a 256-pixel world at zoom 0', () => {
    expect(projectorAt(0).project({ lat: 0, lng: 0 })).toEqual({ x: 128, y: 128 })
    expect(projectorAt(1).project({ lat: 0, lng: 180 }).x).toBe(512)
  })

  it('finds the place again from its pixel at any zoom', () => {
    for (const zoom of [3, 12, 19]) {
      const projector = projectorAt(zoom)
      const { x, y } = projector.project(TAKSIM)
      const back = projector.unproject([x, y])
      expect(back.lat).toBeCloseTo(TAKSIM.lat, 9)
      expect(back.lng).toBeCloseTo(TAKSIM.lng, 9)
    }
  })
})

describe('panBy', () => {
  it('moves the view east for a positive x and south for a positive y, by that many pixels', () => {
    const view = { center: TAKSIM, zoom: 14 }
    const east = panBy(view, 100, 0)
    expect(east.center.lng).toBeGreaterThan(TAKSIM.lng)
    expect(east.center.lat).toBeCloseTo(TAKSIM.lat, 9)
    expect(panBy(view, 0, 100).center.lat).toBeLessThan(TAKSIM.lat)
    const projector = projectorAt(14)
    expect(projector.project(east.center).x - projector.project(TAKSIM).x).toBeCloseTo(100, 6)
  })
})

describe('fitView', () => {
  it('shows both ends of a ride, at the closest zoom that still does, with room around them', () => {
    const view = fitView([TAKSIM, KADIKOY], SIZE)
    expect(viewContains(view, SIZE, [TAKSIM, KADIKOY])).toBe(true)
    // one zoom closer, they no longer fit with the margin
    const closer = { ...view, zoom: view.zoom + 1 }
    const margin = { width: SIZE.width / 1.4, height: SIZE.height / 1.4 }
    expect(viewContains(closer, margin, [TAKSIM, KADIKOY])).toBe(false)
    expect(view.center.lat).toBeGreaterThan(KADIKOY.lat)
    expect(view.center.lat).toBeLessThan(TAKSIM.lat)
  })

  it('centres a single marker at the largest zoom allowed', () => {
    expect(fitView([TAKSIM], SIZE, 0.2, 16)).toEqual({
      center: { lat: expect.closeTo(TAKSIM.lat, 9), lng: expect.closeTo(TAKSIM.lng, 9) },
      zoom: 16,
    })
  })

  it('does not zoom out past the smallest zoom for points a world apart', () => {
    expect(
      fitView(
        [
          { lat: 60, lng: -170 },
          { lat: -60, lng: 170 },
        ],
        SIZE,
        0.2,
        16,
        3,
      ).zoom,
    ).toBe(3)
  })
})

describe('viewContains', () => {
  it('says a place outside the map’s box is not in view', () => {
    const view = { center: TAKSIM, zoom: 16 }
    expect(viewContains(view, SIZE, [TAKSIM])).toBe(true)
    expect(viewContains(view, SIZE, [KADIKOY])).toBe(false)
  })
})

describe('tileUrl', () => {
  it('fills the template’s zoom, column, row, subdomain and retina suffix', () => {
    expect(tileUrl('https://tiles.example.com/{z}/{x}/{y}.png', 4, 7, 12)).toBe('https://tiles.example.com/12/4/7.png')
    expect(tileUrl('https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png', 1, 1, 3, true)).toBe(
      'https://c.tiles.example.com/3/1/1@2x.png',
    )
    expect(tileUrl('https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png', 1, 2, 3)).toBe(
      'https://a.tiles.example.com/3/1/2.png',
    )
  })
})
