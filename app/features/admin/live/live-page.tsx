import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { LIVE_DETAIL_ZOOM, OPEN_RIDE_STATES, TAXI_STATES, type Viewport } from '#shared/operations-live.ts'
import { adminPath } from '#shared/routes.ts'
import { loadMapConfig } from '#app/components/map/map-config.ts'
import { RideMap, type MapViewport } from '#app/components/map/ride-map.tsx'
import { useLang } from '#app/lib/i18n.ts'
import { useOpenAlertCount } from '../alerts/open-alert-count.tsx'
import { CITY_AREA, isUsableViewport, LIVE_AREAS, viewOfArea } from './live-areas.ts'
import { LiveFilterBar } from './live-filters.tsx'
import { LiveLegend } from './live-legend.tsx'
import { liveMarkers, waitingAreas } from './live-markers.ts'
import { LiveSearch } from './live-search.tsx'
import { LiveTable } from './live-table.tsx'
import { useLiveWords, type LiveWords } from './live-words.ts'
import { liveStreamUrl, useLiveView, type LiveFilters, type LiveState } from './use-live-view.ts'

/** The map settles, then the stream follows: pans closer together than this open one stream. */
const VIEW_SETTLE_MS = 350

const ALL: LiveFilters = { taxis: TAXI_STATES, rides: OPEN_RIDE_STATES }

/** The server's clock now (the browser's, corrected by the last message), ticking for the ages on screen. */
function useServerNow(offsetMs: number, everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now + offsetMs
}

/** The viewport the map reports, passed on once it has stayed put a moment. */
function useSettledViewport(): [Viewport | null, (v: MapViewport) => void] {
  const [reported, setReported] = useState<Viewport | null>(null)
  const [settled, setSettled] = useState<Viewport | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(reported), VIEW_SETTLE_MS)
    return () => clearTimeout(timer)
  }, [reported])
  return [settled, setReported]
}

/** Whether the server names no tile host (MAP_TILES_URL): undefined until the answer comes. */
function useNoTiles(): boolean | undefined {
  const [noTiles, setNoTiles] = useState<boolean>()
  useEffect(() => {
    let live = true
    void loadMapConfig().then((config) => live && setNoTiles(!config.tilesUrl))
    return () => {
      live = false
    }
  }, [])
  return noTiles
}

/**
 * Operations' live map (issue 25, decision 062): the city's taxis and open rides, counts per area
 * at city zoom and each one zoomed in, updated by the server's deltas; filters, a search, the
 * alert count, and a table of what is in view. A click on a ride opens its page.
 */
export function LivePage() {
  const lang = useLang()
  const navigate = useNavigate()
  const words = useLiveWords()
  const { t } = words
  const [filters, setFilters] = useState<LiveFilters>(ALL)
  const [areaId, setAreaId] = useState(CITY_AREA.id)
  const [target, setTarget] = useState(() => viewOfArea(CITY_AREA))
  const [viewport, onViewChange] = useSettledViewport()
  const url = useMemo(() => (isUsableViewport(viewport) ? liveStreamUrl(viewport, filters) : null), [viewport, filters])
  const live = useLiveView(url)
  const nowMs = useServerNow(live.clockOffsetMs)
  const markers = useMemo(() => liveMarkers(live, words, nowMs), [live, words, nowMs])
  const areas = useMemo(() => waitingAreas(live, words), [live, words])
  const noTiles = useNoTiles()

  const onArea = (id: string) => {
    setAreaId(id)
    setTarget(viewOfArea(LIVE_AREAS.find((a) => a.id === id) ?? CITY_AREA))
  }
  const goTo = useCallback((at: { lat: number; lng: number }, zoom: number) => setTarget({ center: at, zoom }), [])
  const onMarkerSelect = useCallback(
    (id: string) => {
      const [kind, key] = [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)]
      if (kind === 'ride') void navigate(adminPath('ride', lang, { rideId: key }))
      else if (kind === 'taxi') {
        const rideId = live.taxis.get(key)?.rideId
        if (rideId) void navigate(adminPath('ride', lang, { rideId }))
      } else if (kind === 'cell') {
        const cell = live.cells.get(key.replace(/:(taxis|rides)$/, ''))
        if (cell)
          goTo(
            { lat: (cell.south + cell.north) / 2, lng: (cell.west + cell.east) / 2 },
            Math.min(LIVE_DETAIL_ZOOM, (viewport?.zoom ?? 11) + 2),
          )
      }
    },
    [navigate, lang, live.taxis, live.cells, goTo, viewport?.zoom],
  )

  return (
    <div className="live-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <LiveBar live={live} words={words} />
      {/* without tiles the map is a grey grid: staff are told why and what to set (issue 30) */}
      {noTiles && (
        <p className="alert alert--info" data-testid="live-no-tiles">
          {t('tilesMissing')}
        </p>
      )}
      <div className="live-layout">
        <div className="live-side">
          <LiveSearch words={words} onFound={(at) => goTo(at, 16)} />
          <LiveFilterBar words={words} filters={filters} onFilters={setFilters} areaId={areaId} onArea={onArea} />
          <LiveLegend words={words} />
        </div>
        <RideMap
          className="live-map"
          center={target.center}
          zoom={target.zoom}
          markers={markers}
          areas={areas}
          label={t('mapLabel')}
          hasPageTextEquivalent
          onViewChange={onViewChange}
          onMarkerSelect={onMarkerSelect}
        />
      </div>
      <LiveTable state={live} words={words} nowMs={nowMs} />
    </div>
  )
}

/** The open alerts (the menu badge's count, asked every 15 s), a link to their queue, and whether the map is live. */
function LiveBar({ live, words }: { live: LiveState; words: LiveWords }) {
  const lang = useLang()
  const { t } = words
  const openAlerts = useOpenAlertCount()
  const connection = live.connection === 'live' ? t('connection.live') : t(`connection.${live.connection}`)
  const updated = live.at
    ? t('connection.updated', { time: new Date(live.at).toLocaleTimeString(lang === 'tr' ? 'tr-TR' : 'en-GB') })
    : ''
  return (
    <div className="live-bar">
      <p className="live-bar__alerts">
        <Link to={adminPath('alerts', lang)}>
          {openAlerts === undefined ? t('alertsLink') : t('alerts', { count: openAlerts })}
        </Link>
      </p>
      <p className={`live-bar__connection live-bar__connection--${live.connection}`}>
        <span role="status">{connection}</span> {live.connection === 'live' ? <span>· {updated}</span> : null}
      </p>
    </div>
  )
}
