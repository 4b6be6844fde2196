import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState, type JSX } from 'react'
import { map as en } from '#shared/i18n/en/map.ts'
import { map as tr } from '#shared/i18n/tr/map.ts'
import { OSM_ATTRIBUTION } from '#shared/map-attribution.ts'
import { registerNamespace, useTranslation } from '#app/lib/i18n.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { loadMapConfig } from './map-config.ts'
import type { LatLng } from './pin-keys.ts'
import type { MapMarker, RideMapProps } from './map-types.ts'

registerNamespace('map', { en, tr })

export type { MapArea, MapMarker, MapTone, MapViewport, RideMapProps } from './map-types.ts'

// The map library is a chunk of its own, asked for with the map's tile config (decision 053): pages render first.
const MapLayer = lazy(() => {
  void loadMapConfig()
  return import('./map-layer.tsx')
})

/** Five decimals (about a metre), in the page's language's number format. */
function coordinate(value: number, lang: string): string {
  return value.toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 5,
    maximumFractionDigits: 5,
  })
}

/**
 * The one map of the app (issue 23): OpenStreetMap tiles from the configured host (none: a plain
 * background), markers that take focus with their labels, a movable pin that arrow keys move, and
 * a text equivalent listing what the map shows, present before and without the map library.
 */
export function RideMap(props: RideMapProps): JSX.Element {
  const { markers, areas = [], label, className, onMarkerDrag, onMapClick, hasPageTextEquivalent } = props
  const { t, lang } = useTranslation('map')
  const isHydrated = useHydrated()
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const hintId = useId()
  const listId = useId()

  const markerName = useCallback((m: MapMarker) => (m.draggable ? t('movablePin', { label: m.label }) : m.label), [t])
  const texts = useMemo(() => ({ zoomIn: t('zoomIn'), zoomOut: t('zoomOut'), markerName }), [t, markerName])
  const onPinMoved = useCallback(
    (m: MapMarker, to: LatLng) =>
      setAnnouncement(t('pinMoved', { label: m.label, lat: coordinate(to.lat, lang), lng: coordinate(to.lng, lang) })),
    [t, lang],
  )

  return (
    <div className={['ride-map', className].filter(Boolean).join(' ')}>
      <div
        ref={setContainer}
        className="ride-map__canvas"
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
      >
        {isHydrated && container ? (
          <Suspense fallback={null}>
            <MapLayer
              {...props}
              container={container}
              texts={texts}
              onMarkerDrag={onMarkerDrag}
              onPinMoved={onPinMoved}
            />
          </Suspense>
        ) : null}
      </div>
      <p id={hintId} className="visually-hidden">
        {t('keyboardHint')}
        {onMapClick ? ` ${t('placeHint')}` : ''}
      </p>
      {hasPageTextEquivalent ? null : (
        <div className="visually-hidden">
          <p id={listId}>{t('textEquivalent')}</p>
          {markers.length || areas.length ? (
            <ul aria-labelledby={listId}>
              {markers.map((m) => (
                <li key={m.id}>
                  {t('markerAt', { label: m.label, lat: coordinate(m.lat, lang), lng: coordinate(m.lng, lang) })}
                </li>
              ))}
              {areas.map((area) => (
                <li key={`area:${area.id}`}>{area.label}</li>
              ))}
            </ul>
          ) : (
            <p>{t('noMarkers')}</p>
          )}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <MapCredit />
    </div>
  )
}

/** OpenStreetMap's credit in the page's language, and the tile host's own when it asks for one. */
function MapCredit() {
  const { t } = useTranslation('map')
  const [hostCredit, setHostCredit] = useState<string | null>(null)
  useEffect(() => {
    let isCurrent = true
    void loadMapConfig().then((config) => {
      if (isCurrent && config.attribution !== OSM_ATTRIBUTION) setHostCredit(config.attribution)
    })
    return () => {
      isCurrent = false
    }
  }, [])
  return (
    <p className="ride-map__credit">
      <a href="https://www.openstreetmap.org/copyright" rel="noopener" target="_blank">
        {t('osmCredit')}
      </a>
      {hostCredit ? ` · ${hostCredit}` : null}
    </p>
  )
}
