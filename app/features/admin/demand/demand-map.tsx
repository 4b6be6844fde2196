import { useMemo } from 'react'
import type { DemandCell } from '#shared/schemas/demand.ts'
import { RideMap, type MapArea } from '#app/components/map/ride-map.tsx'
import { useDemandWords } from './demand-words.ts'

/** Istanbul's centre, where the map opens when there is nothing to show. */
const ISTANBUL = { lat: 41.015, lng: 28.98 }

/**
 * The grid on the one map: each area with a request is filled by its share of the period's most
 * requests no taxi took (the darkest is the worst), its count of them drawn in it.
 */
export function DemandMap({ cells }: { cells: readonly DemandCell[] }) {
  const { t, areaName, figure } = useDemandWords()
  const withRequests = cells.filter((c) => c.requests > 0)
  const most = Math.max(1, ...withRequests.map((c) => c.expired))
  const areas: MapArea[] = withRequests.map((c) => ({
    id: c.area.cell,
    south: c.area.south,
    west: c.area.west,
    north: c.area.north,
    east: c.area.east,
    // an area with requests but none unanswered still shows, faintly
    intensity: Math.max(0.08, c.expired / most),
    tone: 'danger',
    text: c.expired > 0 ? String(c.expired) : undefined,
    label: t('map.areaLabel', {
      area: areaName(c.area),
      requests: figure(c.requests),
      expired: figure(c.expired),
      free: figure(c.freeTaxis),
    }),
  }))
  const center = useMemo(() => centreOf(withRequests), [withRequests])
  return <RideMap center={center} zoom={11} markers={[]} areas={areas} label={t('map.label')} className="demand-map" />
}

/** The middle of the worst area, else of all areas shown, else Istanbul. */
function centreOf(cells: readonly DemandCell[]) {
  if (!cells.length) return ISTANBUL
  const worst = [...cells].sort((a, b) => b.expired - a.expired || b.requests - a.requests)[0]!
  return worst.area.centre
}
