import { TZDate } from '@date-fns/tz'
import { TIME_ZONE } from '#shared/constants.ts'
import { addDays, istanbulDay, istanbulDayStart } from '#shared/istanbul-days.ts'
import { ISTANBUL_LANDMARKS } from '#shared/istanbul-landmarks.ts'
import { CELL_DEGREES, cellOf, distanceMetres, type LatLng } from '#shared/ride-lifecycle/geo.ts'
import type { DemandArea, DemandGrid, DemandPeriod, DemandQuery, TopArea, TopAreas } from '#shared/schemas/demand.ts'
import type { Db, Dialect } from '#server/db/database.ts'
import {
  addSupplySample,
  freeTaxiMinutesByCell,
  freeTaxiMinutesByCellAndHour,
  mostExpiredCells,
  requestsByCell,
  requestsByCellAndHour,
  sampledMinutesByHour,
  setPickupCell,
  type DemandWindow,
} from './demand.queries.ts'

/** Where taxis are needed (issue 25, decision 064): the grid, the top areas and the CSV's rows. */

export type DemandDeps = { db: Db; dialect: Dialect; now: () => Date }

/** How many areas the "most unanswered" table lists, and how many peak hours each shows. */
export const TOP_AREAS = 10
export const PEAK_HOURS = 3
/** A landmark names an area when it is this close to the cell's centre. */
export const LANDMARK_RADIUS_METRES = 1_500

/**
 * The period in UTC: today is 00:00 Istanbul to the next 00:00; 7d the 7 Istanbul days ending
 * today (today included). `to` is the end of today, so "so far" is all there is.
 */
export function demandWindow(period: DemandPeriod, now: Date, hour: number | null = null): DemandWindow {
  const today = istanbulDay(now)
  const from = istanbulDayStart(period === 'today' ? today : addDays(today, -6))!
  const to = istanbulDayStart(addDays(today, 1))!
  const offsetSeconds = -new TZDate(now.getTime(), TIME_ZONE).getTimezoneOffset() * 60
  return { fromIso: from.toISOString(), toIso: to.toISOString(), offsetSeconds, hour }
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals))

/** A grid cell (`i:j`) as its bounds, its centre and the landmark nearest its centre, if close. */
export function areaOf(cell: string): DemandArea {
  const [i, j] = cell.split(':').map(Number) as [number, number]
  const south = round(i * CELL_DEGREES, 6)
  const west = round(j * CELL_DEGREES, 6)
  const north = round((i + 1) * CELL_DEGREES, 6)
  const east = round((j + 1) * CELL_DEGREES, 6)
  const centre = { lat: round((south + north) / 2, 6), lng: round((west + east) / 2, 6) }
  let landmarkId: string | null = null
  let best = LANDMARK_RADIUS_METRES
  for (const landmark of ISTANBUL_LANDMARKS) {
    const metres = distanceMetres(centre, landmark)
    if (metres <= best) {
      best = metres
      landmarkId = landmark.id
    }
  }
  return { cell, south, west, north, east, centre, landmarkId }
}

/** Average free taxis: the summed minute counts over the minutes sampled, one decimal. */
const average = (sum: number, minutes: number) => (minutes > 0 ? round(sum / minutes, 1) : 0)

const totalMinutes = (byHour: Map<number, number>) => [...byHour.values()].reduce((a, b) => a + b, 0)

/** Requests, expired requests and average free taxis per cell for a period (and an hour of the day). */
export async function demandGrid(deps: DemandDeps, query: DemandQuery): Promise<DemandGrid> {
  const w = demandWindow(query.period, deps.now(), query.hour ?? null)
  const [requests, supply, minutesByHour] = await Promise.all([
    requestsByCell(deps.db, deps.dialect, w),
    freeTaxiMinutesByCell(deps.db, deps.dialect, w),
    sampledMinutesByHour(deps.db, deps.dialect, w),
  ])
  const minutes = totalMinutes(minutesByHour)
  const cells = new Map<string, { requests: number; expired: number; freeTaxiSum: number }>()
  for (const r of requests) cells.set(r.cell, { requests: r.requests, expired: r.expired, freeTaxiSum: 0 })
  for (const s of supply) {
    const cell = cells.get(s.cell) ?? { requests: 0, expired: 0, freeTaxiSum: 0 }
    cells.set(s.cell, { ...cell, freeTaxiSum: s.sum })
  }
  return {
    period: query.period,
    hour: w.hour,
    from: w.fromIso,
    to: w.toIso,
    sampledMinutes: minutes,
    cells: [...cells.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([cell, f]) => ({
        area: areaOf(cell),
        requests: f.requests,
        expired: f.expired,
        freeTaxis: average(f.freeTaxiSum, minutes),
      })),
  }
}

/** The hours of the day with the most expired requests (ties: more requests, then the earlier hour). */
function peakHoursOf(hours: { hour: number; requests: number; expired: number }[]): number[] {
  return hours
    .filter((h) => h.expired > 0)
    .sort((a, b) => b.expired - a.expired || b.requests - a.requests || a.hour - b.hour)
    .slice(0, PEAK_HOURS)
    .map((h) => h.hour)
}

/** The ten areas with the most requests no taxi took, their peak hours and their free taxis. */
export async function topAreas(deps: DemandDeps, period: DemandPeriod): Promise<TopAreas> {
  const w = demandWindow(period, deps.now())
  const top = await mostExpiredCells(deps.db, deps.dialect, w, TOP_AREAS)
  const cells = top.map((t) => t.cell)
  const [hours, supply, minutesByHour] = await Promise.all([
    requestsByCellAndHour(deps.db, deps.dialect, w, cells),
    freeTaxiMinutesByCellAndHour(deps.db, deps.dialect, w, cells),
    sampledMinutesByHour(deps.db, deps.dialect, w),
  ])
  const minutes = totalMinutes(minutesByHour)
  const areas: TopArea[] = top.map((t) => ({
    area: areaOf(t.cell),
    requests: t.requests,
    expired: t.expired,
    freeTaxis: average(
      supply.filter((s) => s.cell === t.cell).reduce((sum, s) => sum + s.sum, 0),
      minutes,
    ),
    peakHours: peakHoursOf(hours.filter((h) => h.cell === t.cell)),
  }))
  return { period, from: w.fromIso, to: w.toIso, areas }
}

/** One row of the CSV: a cell in one hour of the day over the period. */
export type DemandRow = { area: DemandArea; hour: number; requests: number; expired: number; freeTaxis: number }

/** Every cell and hour of the day with a request or a free taxi in the period, by cell then hour. */
export async function demandRows(deps: DemandDeps, period: DemandPeriod): Promise<DemandRow[]> {
  const w = demandWindow(period, deps.now())
  const [requests, supply, minutesByHour] = await Promise.all([
    requestsByCellAndHour(deps.db, deps.dialect, w),
    freeTaxiMinutesByCellAndHour(deps.db, deps.dialect, w),
    sampledMinutesByHour(deps.db, deps.dialect, w),
  ])
  const key = (cell: string, hour: number) => `${cell}@${hour}`
  const rows = new Map<string, { cell: string; hour: number; requests: number; expired: number; sum: number }>()
  for (const r of requests) rows.set(key(r.cell, r.hour), { ...r, sum: 0 })
  for (const s of supply) {
    const row = rows.get(key(s.cell, s.hour)) ?? { cell: s.cell, hour: s.hour, requests: 0, expired: 0, sum: 0 }
    rows.set(key(s.cell, s.hour), { ...row, sum: s.sum })
  }
  return [...rows.values()]
    .sort((a, b) => (a.cell < b.cell ? -1 : a.cell > b.cell ? 1 : a.hour - b.hour))
    .map((r) => ({
      area: areaOf(r.cell),
      hour: r.hour,
      requests: r.requests,
      expired: r.expired,
      freeTaxis: average(r.sum, minutesByHour.get(r.hour) ?? 0),
    }))
}

/** The last minute each database was sampled by this process: the sweep runs every 5 s, a sample once a minute. */
const lastSampled = new WeakMap<Db, number>()

/**
 * Count the free taxis per cell for the current minute (the sweep calls this; any instance may).
 * Only the sum per hour and cell is kept, never a position. Returns true when this call counted.
 */
export async function sampleSupply(db: Db, now: Date): Promise<boolean> {
  const minute = Math.floor(now.getTime() / 60_000)
  if (lastSampled.get(db) === minute) return false
  lastSampled.set(db, minute)
  const hourIso = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString()
  return addSupplySample(db, hourIso, minute)
}

/** Note where a new request waits, in the request's transaction: its cell of the presence grid. */
export async function recordPickupCell(db: Db, rideId: string, pickup: LatLng): Promise<void> {
  await setPickupCell(db, rideId, cellOf(pickup))
}
