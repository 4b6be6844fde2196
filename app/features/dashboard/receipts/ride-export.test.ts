import { describe, expect, it } from 'vitest'
import { isValidRange } from './ride-export.tsx'
import { exportUrl } from './receipts-api.ts'

describe('the export range on the page', () => {
  it('accepts from ≤ to within 366 days and refuses the rest, as the server does', () => {
    expect(isValidRange('2026-11-01', '2026-11-24')).toBe(true)
    expect(isValidRange('2026-11-24', '2026-11-24')).toBe(true)
    expect(isValidRange('2026-11-24', '2026-11-01')).toBe(false)
    expect(isValidRange('2025-01-01', '2026-11-24')).toBe(false)
    expect(isValidRange('', '2026-11-24')).toBe(false)
  })
  it('puts the range and the page language in the download address', () => {
    expect(exportUrl('csv', { from: '2026-11-01', to: '2026-11-24' }, 'en')).toBe(
      '/api/v1/me/exports/rides.csv?from=2026-11-01&to=2026-11-24&lang=en',
    )
    expect(exportUrl('pdf', { from: '2026-11-01', to: '2026-11-24' }, 'tr')).toBe(
      '/api/v1/me/exports/receipts.pdf?from=2026-11-01&to=2026-11-24&lang=tr',
    )
  })
})
