import type { Viewport } from '#shared/operations-live.ts'

/** An area of Istanbul a supervisor picks to look at: a box around its busy streets. */
export type LiveArea = {
  id: string
  name: { tr: string; en: string }
  south: number
  west: number
  north: number
  east: number
}

/** The whole city, the map's first view. */
export const CITY_AREA: LiveArea = {
  id: 'city',
  name: { tr: 'Tüm İstanbul', en: 'All of Istanbul' },
  south: 40.85,
  west: 28.6,
  north: 41.2,
  east: 29.35,
}

/** Districts and centres operations watch most (boxes drawn loosely around their busy parts). */
export const LIVE_AREAS: readonly LiveArea[] = [
  {
    id: 'beyoglu',
    name: { tr: 'Beyoğlu · Taksim', en: 'Beyoğlu · Taksim' },
    south: 41.02,
    west: 28.96,
    north: 41.05,
    east: 29.0,
  },
  {
    id: 'sisli',
    name: { tr: 'Şişli · Mecidiyeköy', en: 'Şişli · Mecidiyeköy' },
    south: 41.05,
    west: 28.97,
    north: 41.08,
    east: 29.01,
  },
  { id: 'besiktas', name: { tr: 'Beşiktaş', en: 'Beşiktaş' }, south: 41.035, west: 28.99, north: 41.085, east: 29.05 },
  {
    id: 'fatih',
    name: { tr: 'Fatih · Tarihi Yarımada', en: 'Fatih · Historic peninsula' },
    south: 41.0,
    west: 28.92,
    north: 41.03,
    east: 28.99,
  },
  { id: 'kadikoy', name: { tr: 'Kadıköy', en: 'Kadıköy' }, south: 40.97, west: 29.01, north: 41.0, east: 29.07 },
  { id: 'uskudar', name: { tr: 'Üsküdar', en: 'Üsküdar' }, south: 41.01, west: 29.0, north: 41.04, east: 29.06 },
  { id: 'atasehir', name: { tr: 'Ataşehir', en: 'Ataşehir' }, south: 40.97, west: 29.08, north: 41.0, east: 29.14 },
  { id: 'bakirkoy', name: { tr: 'Bakırköy', en: 'Bakırköy' }, south: 40.96, west: 28.84, north: 40.99, east: 28.89 },
  {
    id: 'maslak',
    name: { tr: 'Maslak · Sarıyer', en: 'Maslak · Sarıyer' },
    south: 41.09,
    west: 28.99,
    north: 41.13,
    east: 29.04,
  },
  {
    id: 'ist',
    name: { tr: 'İstanbul Havalimanı', en: 'Istanbul Airport' },
    south: 41.24,
    west: 28.71,
    north: 41.28,
    east: 28.77,
  },
  {
    id: 'saw',
    name: { tr: 'Sabiha Gökçen Havalimanı', en: 'Sabiha Gökçen Airport' },
    south: 40.88,
    west: 29.28,
    north: 40.92,
    east: 29.34,
  },
]

const centreOf = (a: { south: number; west: number; north: number; east: number }) => ({
  lat: (a.south + a.north) / 2,
  lng: (a.west + a.east) / 2,
})

/** The named area nearest a point, for naming a grid cell in words ("near Kadıköy"). */
export function nearestArea(p: { lat: number; lng: number }): LiveArea {
  let best = LIVE_AREAS[0]!
  let bestDistance = Infinity
  for (const area of LIVE_AREAS) {
    const c = centreOf(area)
    const d = (c.lat - p.lat) ** 2 + ((c.lng - p.lng) * 0.75) ** 2
    if (d < bestDistance) [best, bestDistance] = [area, d]
  }
  return best
}

/** The zoom that shows the whole area on a map about `widthPx` wide (256 px tiles, Web Mercator). */
export function viewOfArea(
  area: LiveArea,
  widthPx = 900,
  heightPx = 520,
): { center: { lat: number; lng: number }; zoom: number } {
  const spanLng = area.east - area.west
  const latRad = (area.south + area.north) * (Math.PI / 360)
  const spanLat = (area.north - area.south) / Math.cos(latRad)
  const zoomFor = (span: number, px: number) => Math.log2((px * 360) / (256 * span))
  const zoom = Math.floor(Math.min(zoomFor(spanLng, widthPx), zoomFor(spanLat, heightPx)))
  return { center: centreOf(area), zoom: Math.max(9, Math.min(16, zoom)) }
}

/** Whether a viewport is a usable one to stream (laid out, not inside out). */
export const isUsableViewport = (v: Viewport | null): v is Viewport =>
  v !== null && v.north > v.south && v.east > v.west
