import type { MapArea } from './map-types.ts'

/** What pigeon-maps gives each child: its anchor's place on screen and the projection. */
type PlacedByMap = { left?: number; top?: number; latLngToPixel?: (latLng: [number, number]) => [number, number] }

/** Pixels an area must span for its text to be drawn in it. */
const TEXT_MIN_PX = 28

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.min(1, value)) : 0)

/**
 * One rectangle of `areas`, anchored at its north-west corner; its south-east corner comes from
 * the map's projection, so it follows pans and zooms. Fill: 8 % to 68 % of its tone by intensity.
 * Hidden from assistive technology: the map's (or the page's) text equivalent names it.
 */
export function MapAreaBox(props: PlacedByMap & { area: MapArea; anchor: [number, number] }) {
  const { area, left = 0, top = 0, latLngToPixel } = props
  if (!latLngToPixel) return null
  const [right, bottom] = latLngToPixel([area.south, area.east])
  const width = Math.max(1, right - left)
  const height = Math.max(1, bottom - top)
  const tone = area.tone ?? 'info'
  return (
    <div
      className={`ride-map__area ride-map__area--tone-${tone}`}
      style={{
        transform: `translate(${left}px, ${top}px)`,
        width,
        height,
        ['--area-alpha' as string]: String(0.08 + 0.6 * clamp01(area.intensity)),
      }}
      aria-hidden="true"
    >
      {area.text && width >= TEXT_MIN_PX && height >= TEXT_MIN_PX / 2 ? (
        <span className="ride-map__area-text">{area.text}</span>
      ) : null}
    </div>
  )
}
