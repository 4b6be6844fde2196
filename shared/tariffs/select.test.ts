import { describe, expect, it } from 'vitest'
import { CITIES } from '../constants.ts'
import {
  classesOf,
  dayBefore,
  effectiveInstant,
  istanbulDay,
  tariffInEffect,
  tariffPeriods,
  tariffsInEffect,
  upcomingTariffs,
} from './select.ts'
import type { TariffRow } from './types.ts'

const effectiveOf = (lookup: ReturnType<typeof tariffInEffect>) =>
  lookup.kind === 'known' ? lookup.tariff.effectiveFrom : lookup.reason

describe('the tariff in effect', () => {
  it('changes at midnight Istanbul time (21:00 UTC the day before), not at midnight UTC', () => {
    // 16 Feb 2026 00:00 in Istanbul (UTC+3) is 15 Feb 21:00 UTC
    expect(effectiveOf(tariffInEffect('Istanbul', 'yellow', new Date('2026-02-15T20:59:59.999Z')))).toBe('2025-09-15')
    expect(effectiveOf(tariffInEffect('Istanbul', 'yellow', new Date('2026-02-15T21:00:00.000Z')))).toBe('2026-02-16')
    expect(effectiveOf(tariffInEffect('Istanbul', 'yellow', new Date('2026-02-15T23:30:00Z')))).toBe('2026-02-16')
    expect(effectiveInstant('2026-02-16').toISOString()).toBe('2026-02-15T21:00:00.000Z')
  })

  it('keeps a tariff until the next one of its city and class', () => {
    expect(effectiveOf(tariffInEffect('Istanbul', 'black', new Date('2025-12-31T12:00:00Z')))).toBe('2025-09-15')
    expect(effectiveOf(tariffInEffect('Eskisehir', 'yellow', new Date('2027-06-01T12:00:00Z')))).toBe('2025-12-01')
    // Eskişehir's tariff starts at 00:00 on 1 December in Istanbul
    expect(effectiveOf(tariffInEffect('Eskisehir', 'yellow', new Date('2025-11-30T20:59:59Z')))).toBe('notYetKnown')
    expect(effectiveOf(tariffInEffect('Eskisehir', 'yellow', new Date('2025-11-30T21:00:00Z')))).toBe('2025-12-01')
  })

  it('reads the Istanbul calendar day of an instant', () => {
    expect(istanbulDay(new Date('2026-02-28T21:30:00Z'))).toBe('2026-03-01')
    expect(istanbulDay(new Date('2026-02-28T20:59:00Z'))).toBe('2026-02-28')
  })

  it('reads the same day as Intl for any instant, asked in any order (the day is cached by UTC hour)', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    const from = Date.UTC(2010, 0, 1)
    const span = Date.UTC(2030, 0, 1) - from
    let seed = 7
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647
    const instants = Array.from({ length: 3000 }, () => new Date(from + Math.floor(random() * span)))
    // every hour boundary twice: just before (cached hour) and just after local midnight
    for (const at of [...instants, ...instants.map((d) => new Date(d.getTime() - (d.getTime() % 3_600_000)))]) {
      expect(istanbulDay(at), at.toISOString()).toBe(intl.format(at))
    }
  })

  it('lists the classes of each city: three in Istanbul, yellow in the others with a tariff, none elsewhere', () => {
    expect(classesOf('Istanbul')).toEqual(['yellow', 'turquoise', 'black'])
    expect(classesOf('Ankara')).toEqual(['yellow'])
    expect(classesOf('Van')).toEqual([])
  })

  it('lists what is in effect for all 20 cities, saying which are not known yet', () => {
    const all = tariffsInEffect(new Date('2026-06-01T12:00:00Z'))
    expect(all).toHaveLength(CITIES.length + 2)
    const known = all
      .filter((l) => l.kind === 'known')
      .map((l) => (l.kind === 'known' ? `${l.tariff.city}/${l.tariff.taxiClass}` : ''))
    expect(known).toEqual(['Istanbul/yellow', 'Ankara/yellow', 'Bursa/yellow', 'Eskisehir/yellow'])
    const unknown = all.filter((l) => l.kind === 'unknown')
    expect(unknown).toHaveLength(18)
    expect(unknown.filter((l) => l.kind === 'unknown' && l.reason === 'figuresUnknown')).toHaveLength(2)
  })

  it('lists rows that take effect later, earliest first', () => {
    expect(upcomingTariffs(new Date('2026-02-20T12:00:00Z')).map((row) => `${row.city} ${row.effectiveFrom}`)).toEqual([
      'Ankara 2026-03-01',
      'Bursa 2026-03-15',
    ])
    expect(upcomingTariffs(new Date('2026-06-01T12:00:00Z'))).toEqual([])
  })

  it('gives every row its period, newest first, ending the day before the next row', () => {
    expect(
      tariffPeriods().map(({ row, until }) => `${row.city} ${row.taxiClass} ${row.effectiveFrom}–${until ?? ''}`),
    ).toEqual([
      'Istanbul yellow 2026-02-16–',
      'Istanbul yellow 2025-09-15–2026-02-15',
      'Istanbul turquoise 2026-02-16–',
      'Istanbul turquoise 2025-09-15–2026-02-15',
      'Istanbul black 2026-02-16–',
      'Istanbul black 2025-09-15–2026-02-15',
      'Ankara yellow 2026-03-01–',
      'Bursa yellow 2026-03-15–',
      'Eskisehir yellow 2025-12-01–',
    ])
    expect(dayBefore('2026-03-01')).toBe('2026-02-28')
    expect(dayBefore('2028-03-01')).toBe('2028-02-29')
    expect(dayBefore('2026-01-01')).toBe('2025-12-31')
  })

  it('works on any table, so a test can add a future row', () => {
    const rows: TariffRow[] = [
      {
        city: 'Van',
        taxiClass: 'yellow',
        effectiveFrom: '2027-01-01',
        rates: { openingKurus: 1, perKmKurus: 1, minimumKurus: 1, waitingPerHourKurus: 1 },
        source: { tr: 'x', en: 'x', isVerified: true },
      },
    ]
    expect(effectiveOf(tariffInEffect('Van', 'yellow', new Date('2026-12-31T20:59:59Z'), rows))).toBe('notYetKnown')
    expect(effectiveOf(tariffInEffect('Van', 'yellow', new Date('2026-12-31T21:00:00Z'), rows))).toBe('2027-01-01')
  })
})
