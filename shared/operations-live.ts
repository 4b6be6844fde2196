import { CELL_DEGREES } from './ride-lifecycle/geo.ts'

/**
 * The operations live map (issue 25, decision 062): what is sent at which zoom, and the states it
 * shows. Pure and zod-free, so the page can import it without the schemas.
 */

/** Online taxis by what they are doing: no ride and no offer, an offer open to them, a ride. */
export const TAXI_STATES = ['FREE', 'OFFERED', 'ON_RIDE'] as const
export type TaxiState = (typeof TAXI_STATES)[number]

/** Open rides, the ones the map shows. */
export const OPEN_RIDE_STATES = ['REQUESTED', 'ASSIGNED', 'ARRIVED', 'IN_PROGRESS'] as const
export type OpenRideState = (typeof OPEN_RIDE_STATES)[number]

/** From this zoom on, single taxis and rides in view; below it, counts per cell. */
export const LIVE_DETAIL_ZOOM = 14
/** At most this many taxis, and this many rides, in one detailed view; more: the view says it is capped. */
export const LIVE_MAX_TAXIS = 300
export const LIVE_MAX_RIDES = 300
/** The widest view a client may ask for, in degrees each way (a country, not the world). */
export const LIVE_MAX_SPAN_DEGREES = 40
/** The zoom at which one presence cell (0.02°, ~58 px in Istanbul) is one cluster; each zoom out doubles it. */
const FINEST_CLUSTER_ZOOM = 12

/** How many presence cells a side of one cluster cell spans at this zoom (1, 2, 4…). */
export function clusterFactor(zoom: number): number {
  return 2 ** Math.max(0, FINEST_CLUSTER_ZOOM - Math.floor(zoom))
}

export type CellBox = { id: string; south: number; west: number; north: number; east: number }

/** The cluster cell that presence cell `lat:lng` (grid indices) falls in, with its edges. */
export function clusterOf(presenceCell: string, factor: number): CellBox | null {
  const [latText, lngText] = presenceCell.split(':')
  const lat = Number(latText)
  const lng = Number(lngText)
  if (!Number.isInteger(lat) || !Number.isInteger(lng)) return null
  const a = Math.floor(lat / factor)
  const b = Math.floor(lng / factor)
  const size = CELL_DEGREES * factor
  return { id: `${factor}/${a}:${b}`, south: a * size, west: b * size, north: (a + 1) * size, east: (b + 1) * size }
}

export type Viewport = { south: number; west: number; north: number; east: number; zoom: number }

/** Whether a point lies in the viewport. */
export function inViewport(v: Viewport, p: { lat: number; lng: number }): boolean {
  return p.lat >= v.south && p.lat <= v.north && p.lng >= v.west && p.lng <= v.east
}

/** Whether a box overlaps the viewport. */
export function overlaps(v: Viewport, box: { south: number; west: number; north: number; east: number }): boolean {
  return box.north >= v.south && box.south <= v.north && box.east >= v.west && box.west <= v.east
}

/** The presence cells (`lat:lng` grid indices, as `driver_presence.cell`) that cover the viewport. */
export function presenceCellsIn(v: Viewport): string[] {
  const cells: string[] = []
  const [s, n] = [Math.floor(v.south / CELL_DEGREES), Math.floor(v.north / CELL_DEGREES)]
  const [w, e] = [Math.floor(v.west / CELL_DEGREES), Math.floor(v.east / CELL_DEGREES)]
  for (let a = s; a <= n; a++) for (let b = w; b <= e; b++) cells.push(`${a}:${b}`)
  return cells
}
