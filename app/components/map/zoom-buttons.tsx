import type { MapView } from './mercator.ts'

export const MIN_ZOOM = 3
export const MAX_ZOOM = 19

export type SetView = (update: MapView | ((was: MapView) => MapView)) => void
const clampZoom = (zoom: number) => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom))

/** One zoom step in or out from the nearest whole zoom, kept within the map's limits. */
export const zoomBy = (delta: number) => (was: MapView) => ({
  center: was.center,
  zoom: clampZoom(Math.round(was.zoom) + delta),
})

/** Zoom in and out, at the map's top right. */
export function ZoomButtons({
  texts,
  zoom,
  setView,
}: {
  texts: { zoomIn: string; zoomOut: string }
  zoom: number
  setView: SetView
}) {
  return (
    <div className="ride-map__zoom">
      <ZoomButton label={texts.zoomIn} sign="+" isAtLimit={zoom >= MAX_ZOOM} onPress={() => setView(zoomBy(1))} />
      <ZoomButton label={texts.zoomOut} sign="−" isAtLimit={zoom <= MIN_ZOOM} onPress={() => setView(zoomBy(-1))} />
    </div>
  )
}

function ZoomButton({
  label,
  sign,
  isAtLimit,
  onPress,
}: {
  label: string
  sign: string
  isAtLimit: boolean
  onPress: () => void
}) {
  return (
    <button
      type="button"
      className="ride-map__zoom-button"
      aria-label={label}
      title={label}
      aria-disabled={isAtLimit || undefined}
      onClick={() => {
        if (!isAtLimit) onPress()
      }}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  )
}
