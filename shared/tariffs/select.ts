import { CITIES, TIME_ZONE, type City } from '../constants.ts'
import { TARIFF_ROWS } from './table.ts'
import { TAXI_CLASSES, type Tariff, type TariffRow, type TaxiClass } from './types.ts'

/**
 * Days by UTC hour: a ride list checks every fare, and the time-zone conversion was the largest
 * part of it (issue 10's profile). Bounded; cleared when full.
 */
const dayOfHour = new Map<number, string>()
const MAX_CACHED_HOURS = 20_000

// Intl, not a time-zone library: this runs on the public fare page, within its JavaScript budget (decision 008)
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** Europe/Istanbul's offset from UTC at an instant, in milliseconds (+03:00 → 10,800,000). */
function istanbulOffsetMs(ms: number): number {
  const part = Object.fromEntries(wallClock.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]))
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!)
  return wall - Math.floor(ms / 1000) * 1000
}

/** The calendar day of an instant in Europe/Istanbul, `YYYY-MM-DD`: tariffs change at local midnight. */
export function istanbulDay(at: Date): string {
  const hour = Math.floor(at.getTime() / 3_600_000)
  const cached = dayOfHour.get(hour)
  if (cached !== undefined) return cached
  const offset = istanbulOffsetMs(at.getTime())
  const day = new Date(at.getTime() + offset).toISOString().slice(0, 10)
  // the whole UTC hour is on one local day only when the zone's offset is whole hours (+03:00 now)
  if (offset % 3_600_000 === 0) {
    if (dayOfHour.size >= MAX_CACHED_HOURS) dayOfHour.clear()
    dayOfHour.set(hour, day)
  }
  return day
}

/** The day before a `YYYY-MM-DD` day (calendar arithmetic, no time zone involved). */
export function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10)
}

/** The instant a row takes effect: 00:00 Europe/Istanbul on its day. */
export function effectiveInstant(effectiveFrom: string): Date {
  const [year, month, day] = effectiveFrom.split('-').map(Number) as [number, number, number]
  // local midnight read as UTC, corrected by the offset there (twice: the offset may differ across it)
  const wallMidnight = Date.UTC(year, month - 1, day)
  return new Date(wallMidnight - istanbulOffsetMs(wallMidnight - istanbulOffsetMs(wallMidnight)))
}

/** Why there is no tariff to apply. */
export type NoTariffReason =
  /** The city has no tariff in the table at all. */
  | 'cityUnknown'
  /** The city has no tariff of this class (only Istanbul has turquoise and black taxis). */
  | 'classUnknown'
  /** The moment is before the first tariff we know for the city. */
  | 'notYetKnown'
  /** A newer tariff took effect whose figures we do not know yet. */
  | 'figuresUnknown'

export type TariffLookup =
  | { kind: 'known'; tariff: Tariff }
  | { kind: 'unknown'; city: City; taxiClass: TaxiClass; reason: NoTariffReason; row: TariffRow | null }

/** The classes a city has tariffs for, in TAXI_CLASSES order (none: no tariff known at all). */
export function classesOf(city: City, rows: readonly TariffRow[] = TARIFF_ROWS): TaxiClass[] {
  return TAXI_CLASSES.filter((taxiClass) => rows.some((row) => row.city === city && row.taxiClass === taxiClass))
}

/** Cities with at least one tariff row, in the spec's order. */
export function citiesWithTariffs(rows: readonly TariffRow[] = TARIFF_ROWS): City[] {
  return CITIES.filter((city) => rows.some((row) => row.city === city))
}

/**
 * The tariff in effect for a city and class at an instant: the row with the latest
 * `effectiveFrom` on or before the instant's day in Europe/Istanbul. Never a guess: when that row
 * has no figures, or there is none, the answer says why.
 */
export function tariffInEffect(
  city: City,
  taxiClass: TaxiClass,
  at: Date,
  rows: readonly TariffRow[] = TARIFF_ROWS,
): TariffLookup {
  const day = istanbulDay(at)
  const ofCity = rows.filter((row) => row.city === city)
  const ofClass = ofCity.filter((row) => row.taxiClass === taxiClass)
  let current: TariffRow | null = null
  for (const row of ofClass) {
    // ISO days compare as strings
    if (row.effectiveFrom <= day && (!current || row.effectiveFrom > current.effectiveFrom)) current = row
  }
  if (current?.rates) return { kind: 'known', tariff: current as Tariff }
  const reason: NoTariffReason = current
    ? 'figuresUnknown'
    : ofCity.length === 0
      ? 'cityUnknown'
      : ofClass.length === 0
        ? 'classUnknown'
        : 'notYetKnown'
  return { kind: 'unknown', city, taxiClass, reason, row: current }
}

/** What is in effect at an instant for every city and class of the spec (unknown ones included). */
export function tariffsInEffect(at: Date, rows: readonly TariffRow[] = TARIFF_ROWS): TariffLookup[] {
  return CITIES.flatMap((city) => {
    const classes = classesOf(city, rows)
    return (classes.length ? classes : [TAXI_CLASSES[0]]).map((taxiClass) => tariffInEffect(city, taxiClass, at, rows))
  })
}

/** A row with the last day it was in effect (null: still in effect, or not yet). */
export type TariffPeriod = { row: TariffRow; until: string | null }

/**
 * Every row as a period, by city (spec order), class, newest first. Needs no clock, so the
 * prerendered page and the browser agree on it.
 */
export function tariffPeriods(rows: readonly TariffRow[] = TARIFF_ROWS): TariffPeriod[] {
  return citiesWithTariffs(rows).flatMap((city) =>
    classesOf(city, rows).flatMap((taxiClass) => {
      const ofClass = rows
        .filter((row) => row.city === city && row.taxiClass === taxiClass)
        .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))
      return ofClass.map((row, i) => ({ row, until: i === 0 ? null : dayBefore(ofClass[i - 1]!.effectiveFrom) }))
    }),
  )
}

/** Rows of a city and class that take effect after the instant's day, earliest first. */
export function upcomingTariffs(at: Date, rows: readonly TariffRow[] = TARIFF_ROWS): TariffRow[] {
  const day = istanbulDay(at)
  return rows.filter((row) => row.effectiveFrom > day).sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
}
