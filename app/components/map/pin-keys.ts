/** A point on the map, in degrees. */
export type LatLng = { lat: number; lng: number }

/** What pin-keys needs of a map: its projection at the current zoom (mercator.ts makes one). */
export type Projector = {
  project(at: LatLng): { x: number; y: number }
  unproject(point: [number, number]): LatLng
}

/** Screen pixels one arrow press moves a pin; Shift moves it five times as far. */
export const PIN_STEP_PX = 10

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
}

/**
 * Where an arrow key moves a pin: a step of screen pixels at the map's zoom, so a press is the same
 * visible distance zoomed in or out. Null for any other key.
 */
export function movedByKey(from: LatLng, key: string, projector: Projector, isLongStep = false): LatLng | null {
  const direction = ARROWS[key]
  if (!direction) return null
  const step = isLongStep ? PIN_STEP_PX * 5 : PIN_STEP_PX
  const point = projector.project(from)
  const to = projector.unproject([point.x + direction[0] * step, point.y + direction[1] * step])
  return { lat: round6(to.lat), lng: round6(to.lng) }
}

/** Six decimals: about 10 cm, more than a pin placed by hand can mean. */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6
}
