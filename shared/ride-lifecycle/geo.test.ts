import { describe, expect, it } from 'vitest'
import { approximate, cellOf, cellsAround, distanceMetres } from './geo.ts'

const taksim = { lat: 41.0369, lng: 28.985 }
const kadikoy = { lat: 40.9901, lng: 29.0292 }

describe('geo', () => {
  it('measures Taksim to Kadıköy as about 6.4 km', () => {
    expect(distanceMetres(taksim, kadikoy)).toBeGreaterThan(6_200)
    expect(distanceMetres(taksim, kadikoy)).toBeLessThan(6_600)
    expect(distanceMetres(taksim, taksim)).toBe(0)
  })
  it('puts a position in the middle cell of the square around it', () => {
    const cells = cellsAround(taksim, 1)
    expect(cells).toHaveLength(9)
    expect(cells[4]).toBe(cellOf(taksim))
    expect(cellOf({ lat: -0.001, lng: 0.001 })).toBe('-1:0')
  })
  it('blurs positions to 3 decimals', () => {
    expect(approximate({ lat: 41.03694, lng: 28.98549 })).toEqual({ lat: 41.037, lng: 28.985 })
  })
})
