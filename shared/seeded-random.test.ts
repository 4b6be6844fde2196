import { describe, expect, it } from 'vitest'
import { pickOne, seededRandom } from './seeded-random.ts'

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    const draw = (seed: number) => {
      const next = seededRandom(seed)
      return Array.from({ length: 5 }, () => next())
    }
    expect(draw(9)).toEqual(draw(9))
    expect(draw(9)).not.toEqual(draw(10))
  })

  it('keeps the mulberry32 sequence the demo data and the scale data were made with', () => {
    const next = seededRandom(1)
    expect([next(), next(), next()].map((n) => n.toFixed(10))).toEqual(['0.6270739406', '0.0027357212', '0.5274470400'])
  })

  it('stays in [0, 1) over many draws', () => {
    const next = seededRandom(42)
    const draws = Array.from({ length: 10_000 }, () => next())
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...draws)).toBeLessThan(1)
    // a fair generator puts about half its draws below 0.5
    expect(draws.filter((n) => n < 0.5).length).toBeGreaterThan(4_800)
    expect(draws.filter((n) => n < 0.5).length).toBeLessThan(5_200)
  })
})

describe('pickOne', () => {
  it('draws every element of a list in time, and refuses an empty list', () => {
    const next = seededRandom(3)
    const seen = new Set(Array.from({ length: 200 }, () => pickOne(next, ['a', 'b', 'c'])))
    expect([...seen].sort()).toEqual(['a', 'b', 'c'])
    expect(() => pickOne(next, [])).toThrow(RangeError)
  })
})
