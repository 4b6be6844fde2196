import type { MapViewport } from './map-types.ts'
import type { LatLng, Projector } from './pin-keys.ts'

/** What the map shows: its centre and (whole) zoom level. */
export type MapView = { center: LatLng; zoom: number }

/** A size in screen pixels. */
export type Size = { width: number; height: number }

const TILE_PX = 256

/**
 * Web Mercator at one zoom level, in world pixels (256 × 2^zoom across), the projection of the
 * OpenStreetMap tiles and of pigeon-maps: a step of pixels here is the same step on screen.
 */
export function projectorAt(zoom: number): Projector {
  const worldPx = TILE_PX * 2 ** zoom
  return {
    project: ({ lat, lng }) => {
      const sin = Math.sin((lat * Math.PI) / 180)
      return {
        x: ((lng + 180) / 360) * worldPx,
        y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldPx,
      }
    },
    unproject: ([x, y]) => ({
      lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / worldPx))) * 180) / Math.PI,
      lng: (x / worldPx) * 360 - 180,
    }),
  }
}

/** The view moved by a number of screen pixels (a positive x moves it east, a positive y south). */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  const projector = projectorAt(view.zoom)
  const { x, y } = projector.project(view.center)
  return { center: projector.unproject([x + dx, y + dy]), zoom: view.zoom }
}

/** Whether every point lies inside the view of a map of this size. */
export function viewContains(view: MapView, size: Size, points: readonly LatLng[]): boolean {
  const projector = projectorAt(view.zoom)
  const middle = projector.project(view.center)
  return points.every((point) => {
    const { x, y } = projector.project(point)
    return Math.abs(x - middle.x) <= size.width / 2 && Math.abs(y - middle.y) <= size.height / 2
  })
}

/**
 * The closest whole zoom (at most `maxZoom`) that shows every point with a margin of `padding`
 * of their extent on each side, centred on them. A map not laid out yet (no size) gets `maxZoom`.
 */
export function fitView(points: readonly LatLng[], size: Size, padding = 0.2, maxZoom = 16, minZoom = 1): MapView {
  const world = projectorAt(0)
  const projected = points.map((point) => world.project(point))
  const xs = projected.map((p) => p.x)
  const ys = projected.map((p) => p.y)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const spanX = (maxX - minX) * (1 + 2 * padding)
  const spanY = (maxY - minY) * (1 + 2 * padding)
  const fits = Math.min(
    spanX > 0 && size.width > 0 ? Math.log2(size.width / spanX) : Infinity,
    spanY > 0 && size.height > 0 ? Math.log2(size.height / spanY) : Infinity,
  )
  const zoom = Math.max(minZoom, Math.min(maxZoom, Math.floor(fits)))
  return { center: world.unproject([(minX + maxX) / 2, (minY + maxY) / 2]), zoom }
}

/** The map's edges at a view, for a container of this size. */
export function viewportOf(view: MapView, size: Size): MapViewport {
  const projector = projectorAt(view.zoom)
  const middle = projector.project(view.center)
  const northWest = projector.unproject([middle.x - size.width / 2, middle.y - size.height / 2])
  const southEast = projector.unproject([middle.x + size.width / 2, middle.y + size.height / 2])
  return { south: southEast.lat, west: northWest.lng, north: northWest.lat, east: southEast.lng, zoom: view.zoom }
}
