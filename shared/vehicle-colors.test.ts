import { describe, expect, it } from 'vitest'
import { vehicleColorCode, vehicleColorName } from './vehicle-colors.ts'

describe('vehicle colours', () => {
  it('reads a code, a Turkish or an English name in any case', () => {
    expect(vehicleColorCode('YELLOW')).toBe('YELLOW')
    expect(vehicleColorCode('Sarı')).toBe('YELLOW')
    expect(vehicleColorCode('SARI')).toBe('YELLOW')
    expect(vehicleColorCode('gümüş')).toBe('SILVER')
    expect(vehicleColorCode('navy blue')).toBe('NAVY')
    expect(vehicleColorCode('mor')).toBeNull()
  })
  it('names the colour in the page language, and shows an unknown value as stored', () => {
    expect(vehicleColorName('Sarı', 'en')).toBe('Yellow')
    expect(vehicleColorName('YELLOW', 'tr')).toBe('Sarı')
    expect(vehicleColorName('Mor', 'en')).toBe('Mor')
  })
})
