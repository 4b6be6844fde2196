import { cellOf } from '#shared/ride-lifecycle/geo.ts'
import {
  clusterFactor,
  clusterOf,
  inViewport,
  LIVE_MAX_RIDES,
  LIVE_MAX_TAXIS,
  OPEN_RIDE_STATES,
  overlaps,
  TAXI_STATES,
  type OpenRideState,
  type TaxiState,
} from '#shared/operations-live.ts'
import type {
  LiveCell,
  LiveRide,
  LiveSnapshot,
  LiveTaxi,
  LiveViewQuery,
  RideCounts,
  TaxiCounts,
} from '#shared/schemas/operations-live.ts'
import type { CellTaxiCount, OpenRideRow, TaxiRow } from './operations-live.queries.ts'

/** What the ticker reads once for every stream of the instance: the whole city, as counts and open rides. */
export type CityState = {
  at: string
  cells: CellTaxiCount[]
  /** OFFERED taxis (free, an offer open to them), by driver. */
  offered: Map<string, TaxiRow>
  /** OFFERED taxis per presence cell. */
  offeredPerCell: Map<string, number>
  /** Taxis on an open ride per presence cell (the ride's taxi, where it is). */
  onRidePerCell: Map<string, number>
  rides: LiveRide[]
}

const zeroTaxis = (): TaxiCounts => ({ FREE: 0, OFFERED: 0, ON_RIDE: 0 })
const zeroRides = (): RideCounts => ({ REQUESTED: 0, ASSIGNED: 0, ARRIVED: 0, IN_PROGRESS: 0 })
const isOpenState = (status: string): status is OpenRideState =>
  (OPEN_RIDE_STATES as readonly string[]).includes(status)

/** The city from the ticker's reads. */
export function cityStateOf(at: string, cells: CellTaxiCount[], offered: TaxiRow[], rides: OpenRideRow[]): CityState {
  const offeredPerCell = new Map<string, number>()
  for (const taxi of offered) offeredPerCell.set(taxi.cell, (offeredPerCell.get(taxi.cell) ?? 0) + 1)
  const onRidePerCell = new Map<string, number>()
  for (const ride of rides)
    if (ride.status !== 'REQUESTED' && ride.taxiCell)
      onRidePerCell.set(ride.taxiCell, (onRidePerCell.get(ride.taxiCell) ?? 0) + 1)
  const open = rides.flatMap((r): LiveRide[] => {
    if (!isOpenState(r.status)) return []
    const hasTaxi = r.status !== 'REQUESTED' && r.taxiLat !== null && r.taxiLng !== null
    const lat = hasTaxi ? r.taxiLat : r.pickupLat
    const lng = hasTaxi ? r.taxiLng : r.pickupLng
    if (lat === null || lng === null) return []
    const { pickupLat: _a, pickupLng: _b, taxiLat: _c, taxiLng: _d, taxiCell: _e, ...rest } = r
    return [{ ...rest, status: r.status, lat, lng }]
  })
  return {
    at,
    cells,
    offered: new Map(offered.map((t) => [t.driverId, t])),
    offeredPerCell,
    onRidePerCell,
    rides: open,
  }
}

/** The taxi's state: on a ride, else offered one, else free. */
export function taxiStateOf(taxi: TaxiRow, offered: ReadonlyMap<string, TaxiRow>): TaxiState {
  if (taxi.activeRideId) return 'ON_RIDE'
  return offered.has(taxi.driverId) ? 'OFFERED' : 'FREE'
}

/** Taxi counts of one presence cell by state: online, less those on a ride, less those offered one. */
function taxisOfCell(city: CityState, count: CellTaxiCount): TaxiCounts {
  const offered = city.offeredPerCell.get(count.cell) ?? 0
  const onRide = Math.min(count.online, city.onRidePerCell.get(count.cell) ?? 0)
  return { FREE: Math.max(0, count.online - onRide - offered), OFFERED: offered, ON_RIDE: onRide }
}

function addTaxis(into: TaxiCounts, add: TaxiCounts, shown: readonly TaxiState[]) {
  for (const state of shown) into[state] += add[state]
}

/** Counts per cluster cell of the view (cells mode): taxis from the grouped counts, rides by their place. */
export function cellsView(city: CityState, query: LiveViewQuery): Omit<LiveSnapshot, 'at'> {
  const factor = clusterFactor(query.zoom)
  const cells = new Map<string, LiveCell>()
  const cellFor = (presenceCell: string) => {
    const box = clusterOf(presenceCell, factor)
    if (!box || !overlaps(query, box)) return null
    let cell = cells.get(box.id)
    if (!cell) {
      cell = { ...box, taxis: zeroTaxis(), rides: zeroRides(), oldestRequestedAt: null }
      cells.set(box.id, cell)
    }
    return cell
  }
  for (const count of city.cells) {
    const cell = cellFor(count.cell)
    if (cell) addTaxis(cell.taxis, taxisOfCell(city, count), query.taxis)
  }
  for (const ride of city.rides) {
    if (!query.rides.includes(ride.status)) continue
    const cell = cellFor(cellOf(ride))
    if (!cell) continue
    cell.rides[ride.status]++
    if (ride.status === 'REQUESTED' && (!cell.oldestRequestedAt || ride.requestedAt < cell.oldestRequestedAt))
      cell.oldestRequestedAt = ride.requestedAt
  }
  const shown = [...cells.values()].filter((c) => sum(c.taxis) + sum(c.rides) > 0)
  const totals = { taxis: zeroTaxis(), rides: zeroRides() }
  for (const cell of shown) {
    addTaxis(totals.taxis, cell.taxis, TAXI_STATES)
    for (const state of OPEN_RIDE_STATES) totals.rides[state] += cell.rides[state]
  }
  return { mode: 'cells', cells: shown, taxis: [], rides: [], totals, capped: { taxis: false, rides: false } }
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)

/**
 * Single taxis and rides in view (detail mode): the taxis the stream's box query found, the
 * rides from the city's open rides; at most LIVE_MAX_* of each, the oldest requests first.
 * Totals: taxis of the presence cells the view touches, rides exactly in view.
 */
export function detailView(
  city: CityState,
  query: LiveViewQuery,
  boxTaxis: TaxiRow[],
  touchedCells: ReadonlySet<string>,
): Omit<LiveSnapshot, 'at'> {
  const taxis: LiveTaxi[] = []
  for (const row of boxTaxis) {
    const state = taxiStateOf(row, city.offered)
    if (!query.taxis.includes(state)) continue
    taxis.push({ id: row.driverId, lat: row.lat, lng: row.lng, state, plate: row.plate, rideId: row.activeRideId })
  }
  // an OFFERED-only view reads no box: its taxis are the city's few offered ones
  if (query.taxis.includes('OFFERED') && !query.taxis.includes('FREE'))
    for (const row of city.offered.values())
      if (inViewport(query, row))
        taxis.push({ id: row.driverId, lat: row.lat, lng: row.lng, state: 'OFFERED', plate: row.plate, rideId: null })
  taxis.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const rides = city.rides
    .filter((r) => query.rides.includes(r.status) && inViewport(query, r))
    .sort((a, b) => (a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : a.id < b.id ? -1 : 1))
  const totals = { taxis: zeroTaxis(), rides: zeroRides() }
  for (const count of city.cells)
    if (touchedCells.has(count.cell)) addTaxis(totals.taxis, taxisOfCell(city, count), query.taxis)
  for (const ride of rides) totals.rides[ride.status]++
  return {
    mode: 'detail',
    cells: [],
    taxis: taxis.slice(0, LIVE_MAX_TAXIS),
    rides: rides.slice(0, LIVE_MAX_RIDES),
    totals,
    capped: { taxis: taxis.length > LIVE_MAX_TAXIS, rides: rides.length > LIVE_MAX_RIDES },
  }
}
