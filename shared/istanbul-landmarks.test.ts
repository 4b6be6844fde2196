import { describe, expect, it } from 'vitest'
import { ISTANBUL_LANDMARKS } from './istanbul-landmarks.ts'

describe('Istanbul landmarks for the quick pick', () => {
  it('holds both airports, the main squares, the piers and the coach terminals, each once', () => {
    const byKind = (kind: string) =>
      ISTANBUL_LANDMARKS.filter((l) => l.kind === kind)
        .map((l) => l.name.tr)
        .sort((a, b) => a.localeCompare(b, 'tr'))
    expect(byKind('airport')).toEqual(['İstanbul Havalimanı', 'Sabiha Gökçen Havalimanı'])
    expect(byKind('square')).toEqual(['Beşiktaş Meydanı', 'Sultanahmet Meydanı', 'Taksim Meydanı'])
    expect(byKind('pier')).toEqual(['Eminönü İskelesi', 'Kadıköy İskelesi', 'Karaköy İskelesi', 'Üsküdar İskelesi'])
    expect(byKind('busTerminal')).toEqual([
      'Alibeyköy Cep Otogarı',
      'Büyük İstanbul Otogarı (Esenler)',
      'Harem Otogarı',
    ])
    expect(new Set(ISTANBUL_LANDMARKS.map((l) => l.id)).size).toBe(ISTANBUL_LANDMARKS.length)
  })

  it('places every landmark inside Istanbul, with an English name and an address', () => {
    expect(ISTANBUL_LANDMARKS).toHaveLength(12)
    for (const l of ISTANBUL_LANDMARKS) {
      expect(l.lat, l.id).toBeGreaterThan(40.8)
      expect(l.lat, l.id).toBeLessThan(41.3)
      expect(l.lng, l.id).toBeGreaterThan(28.6)
      expect(l.lng, l.id).toBeLessThan(29.4)
      expect(l.name.en.length, l.id).toBeGreaterThan(3)
      expect(l.address, l.id).toMatch(/İstanbul$/)
    }
  })

  it('puts the European side west of the Bosphorus and the Asian side east of it', () => {
    const at = (id: string) => ISTANBUL_LANDMARKS.find((l) => l.id === id)!
    // the Bosphorus at Karaköy–Üsküdar runs near 29.0° east
    for (const id of ['taksim', 'sultanahmet', 'eminonu-pier', 'karakoy-pier', 'esenler-otogar', 'ist'])
      expect(at(id).lng, id).toBeLessThan(29.0)
    for (const id of ['kadikoy-pier', 'uskudar-pier', 'harem-otogar', 'saw'])
      expect(at(id).lng, id).toBeGreaterThan(29.0)
  })
})
