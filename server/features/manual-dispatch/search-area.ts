import { CELL_DEGREES, cellOf, type LatLng } from '#shared/ride-lifecycle/geo.ts'
import { FREE_TAXI_RADII_KM } from '#shared/schemas/manual-dispatch.ts'

const METRES_PER_DEGREE = 111_195
/**
 * Below this, a cell's east–west width is taken as at 60° north: Turkey lies at 36–42°, and far
 * north (the tests' scenes) a 20 km square would otherwise need tens of thousands of cells.
 */
const MIN_COS_LAT = 0.5

/**
 * The presence cells covering a circle of `radiusKm` around `p` (a rectangle of cells: north–south
 * and east–west cell sizes differ); the caller keeps only the taxis whose distance is within it.
 */
export function cellsWithin(p: LatLng, radiusKm: number): string[] {
  const metres = radiusKm * 1000
  const cellHeight = CELL_DEGREES * METRES_PER_DEGREE
  const cellWidth = cellHeight * Math.max(Math.cos((p.lat * Math.PI) / 180), MIN_COS_LAT)
  const latRings = Math.ceil(metres / cellHeight)
  const lngRings = Math.ceil(metres / cellWidth)
  const [lat, lng] = cellOf(p).split(':').map(Number) as [number, number]
  const out: string[] = []
  for (let i = -latRings; i <= latRings; i++)
    for (let j = -lngRings; j <= lngRings; j++) out.push(`${lat + i}:${lng + j}`)
  return out
}

/** The widest search staff may ask for: a chosen taxi is checked free within it. */
export const WIDEST_RADIUS_KM = FREE_TAXI_RADII_KM[FREE_TAXI_RADII_KM.length - 1]!
