/** Positions: WGS-84 degrees. Pure helpers shared by the server and the apps. */

export type LatLng = { lat: number; lng: number }

const EARTH_RADIUS_METRES = 6_371_000

/** Great-circle distance in whole metres (haversine). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return Math.round(2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h))))
}

/** Size of a presence grid cell in degrees (≈ 2.2 km north–south, ≈ 1.7 km east–west in Istanbul). */
export const CELL_DEGREES = 0.02

function cellIndex(value: number): number {
  return Math.floor(value / CELL_DEGREES)
}

/** The grid cell a position falls in, as stored and indexed in `driver_presence.cell`. */
export function cellOf(p: LatLng): string {
  return `${cellIndex(p.lat)}:${cellIndex(p.lng)}`
}

/** The cells of the square of `rings` cells around `p` ((2 × rings + 1)² cells). */
export function cellsAround(p: LatLng, rings: number): string[] {
  const lat = cellIndex(p.lat)
  const lng = cellIndex(p.lng)
  const out: string[] = []
  for (let i = -rings; i <= rings; i++) for (let j = -rings; j <= rings; j++) out.push(`${lat + i}:${lng + j}`)
  return out
}

/** A position blurred to ~100 m (3 decimals), what a passenger may see of a taxi before assignment. */
export function approximate(p: LatLng): LatLng {
  return { lat: Math.round(p.lat * 1000) / 1000, lng: Math.round(p.lng * 1000) / 1000 }
}

/**
 * City streets are longer than the straight line between two points: about 1.3× in Istanbul's grid
 * (the usual circuity factor for dense cities). The one value for the fare estimate without a routed
 * length, the pickup ETA and the driver's range beside the meter (docs/tariffs.md).
 */
export const ROUTE_FACTOR = 1.3
