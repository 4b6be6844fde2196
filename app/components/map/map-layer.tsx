import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Map as PigeonMap, type Bounds, type TileComponent } from 'pigeon-maps'
import { loadMapConfig } from './map-config.ts'
import { MapAreaBox } from './map-area.tsx'
import { MapPin } from './map-pin.tsx'
import { fitView, panBy, projectorAt, viewContains, type MapView, type Size } from './mercator.ts'
import { movedByKey, round6, type LatLng } from './pin-keys.ts'
import { tileUrl } from './tile-url.ts'
import { useViewReport } from './use-view-report.ts'
import { MAX_ZOOM, MIN_ZOOM, ZoomButtons, zoomBy, type SetView } from './zoom-buttons.tsx'
import type { MapMarker, RideMapProps } from './map-types.ts'

/** What the lazily loaded part needs from RideMap: its element (for the keys) and the words it shows. */
export type MapLayerProps = Omit<RideMapProps, 'label' | 'className' | 'hasPageTextEquivalent'> & {
  container: HTMLElement
  texts: { zoomIn: string; zoomOut: string; markerName: (marker: MapMarker) => string }
  onPinMoved?: (marker: MapMarker, to: LatLng) => void
}

const FIT_MAX_ZOOM = 16
/** Screen pixels an arrow key pans the map (Shift: three times as far), as Leaflet's keyboard did. */
const PAN_STEP_PX = 100

/** A place the user moved a marker to, until the page's own position for it changes. */
type Moved = { from: LatLng; to: LatLng }

const sizeOf = (element: HTMLElement): Size => {
  const { width, height } = element.getBoundingClientRect()
  return { width, height }
}
const samePlace = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng

/**
 * pigeon-maps drawn inside RideMap's element (this module is the lazy chunk, decision 053): raster
 * tiles only when a tile host is configured, dropped at the first failure so an unreachable host
 * leaves the plain background and nothing is logged again; arrow keys pan and +/− zoom the focused
 * map, Enter places the pin at its centre; markers are focusable HTML elements (map-pin.tsx).
 */
export default function MapLayer(props: MapLayerProps) {
  const { container, markers, texts, areas = [] } = props
  const [moved, setMoved] = useState<Record<string, Moved>>({})
  const tiles = useTileTemplate()
  const { view, setView, onBoundsChanged, animation } = useMapView(props)
  const latest = useRef({ props, view })
  useEffect(() => {
    latest.current = { props, view }
  })
  useMapKeys(container, setView, latest)
  useViewReport(container, view, latest)

  const placeOf = (m: MapMarker): LatLng => {
    const user = moved[m.id]
    return user && samePlace(user.from, m) ? user.to : { lat: m.lat, lng: m.lng }
  }
  const movePin = (m: MapMarker, to: LatLng) => {
    setMoved((all) => ({ ...all, [m.id]: { from: { lat: m.lat, lng: m.lng }, to } }))
    latest.current.props.onMarkerDrag?.(m.id, to)
  }
  const onPinKey = (m: MapMarker, event: KeyboardEvent<HTMLElement>) => {
    if (!m.draggable) return
    const to = movedByKey(placeOf(m), event.key, projectorAt(view.zoom), event.shiftKey)
    if (!to) return
    event.preventDefault()
    event.stopPropagation()
    movePin(m, to)
    latest.current.props.onPinMoved?.(m, to)
    if (!viewContains(view, sizeOf(container), [to])) setView({ center: to, zoom: view.zoom })
  }
  return (
    <>
      <div className="ride-map__pane">
        <PigeonMap
          center={[view.center.lat, view.center.lng]}
          zoom={view.zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          provider={tiles.provider}
          tileComponent={tiles.tile}
          attribution={false}
          boxClassname="ride-map__tiles"
          onBoundsChanged={onBoundsChanged}
          {...animation}
          onClick={
            props.onMapClick
              ? ({ latLng: [lat, lng] }) => latest.current.props.onMapClick?.({ lat: round6(lat), lng: round6(lng) })
              : undefined
          }
        >
          {areas.map((area) => (
            <MapAreaBox key={`area:${area.id}`} area={area} anchor={[area.north, area.west]} />
          ))}
          {markers.map((m) => {
            const at = placeOf(m)
            return (
              <MapPin
                key={m.id}
                marker={m}
                anchor={[at.lat, at.lng]}
                name={texts.markerName(m)}
                onDragEnd={(pin, to) => movePin(pin, { lat: round6(to.lat), lng: round6(to.lng) })}
                onKey={onPinKey}
                onSelect={props.onMarkerSelect ? (pin) => latest.current.props.onMarkerSelect?.(pin.id) : undefined}
                onFocusOutside={(pin) => setView((was) => ({ center: placeOf(pin), zoom: was.zoom }))}
              />
            )
          })}
        </PigeonMap>
      </div>
      <ZoomButtons texts={texts} zoom={view.zoom} setView={setView} />
    </>
  )
}

/** The view: the page's centre and zoom, or fitted to the markers; then wherever the user takes it. */
function useMapView({ container, center, zoom = 14, markers, fitToMarkers }: MapLayerProps) {
  const [view, setView] = useState<MapView>(() => ({ center, zoom }))
  const viewRef = useRef(view)
  useEffect(() => {
    viewRef.current = view
  })

  useEffect(() => {
    if (!fitToMarkers) setView({ center: { lat: center.lat, lng: center.lng }, zoom })
  }, [center.lat, center.lng, zoom, fitToMarkers])

  // refit when the set of markers changes or one left the view, not on every small move
  const fittedIds = useRef('')
  useEffect(() => {
    if (!fitToMarkers || !markers.length) return
    const ids = markers.map((m) => m.id).join(' ')
    const size = sizeOf(container)
    if (ids !== fittedIds.current || !viewContains(viewRef.current, size, markers)) {
      fittedIds.current = ids
      setView(fitView(markers, size, 0.2, FIT_MAX_ZOOM, MIN_ZOOM))
    }
  }, [markers, fitToMarkers, container])
  // where pigeon-maps settled after a drag, a wheel or a pinch; not its steps while animating, which
  // would send it back to a step as its new target
  const isAnimating = useRef(false)
  // pigeon-maps debounces this call and does not clear the timer when it unmounts: a late call must
  // not touch state (under a torn-down test DOM it would throw)
  const isMounted = useRef(false)
  useEffect(() => {
    isMounted.current = true
    return () => {
      isMounted.current = false
    }
  }, [])
  const onBoundsChanged = useCallback(
    ({ center: [lat, lng], zoom: shown }: { center: [number, number]; zoom: number; bounds: Bounds }) => {
      if (isAnimating.current || !isMounted.current) return
      setView((was) =>
        was.zoom === shown && samePlace(was.center, { lat, lng }) ? was : { center: { lat, lng }, zoom: shown },
      )
    },
    [],
  )
  const animation = useMemo(
    () => ({
      onAnimationStart: () => {
        isAnimating.current = true
      },
      onAnimationStop: () => {
        isAnimating.current = false
      },
    }),
    [],
  )
  return { view, setView, onBoundsChanged, animation }
}

/** Keys on the focused map itself (not on a marker or button): arrows pan, +/− zoom, Enter places the pin. */
function useMapKeys(
  container: HTMLElement,
  setView: SetView,
  latest: { current: { props: MapLayerProps; view: MapView } },
) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.target !== container || event.altKey || event.ctrlKey || event.metaKey) return
      const step = event.shiftKey ? PAN_STEP_PX * 3 : PAN_STEP_PX
      const pans: Record<string, [number, number]> = {
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
      }
      const pan = pans[event.key]
      if (pan) setView((was) => panBy(was, pan[0], pan[1]))
      else if (event.key === '+' || event.key === '=') setView(zoomBy(1))
      else if (event.key === '-' || event.key === '_') setView(zoomBy(-1))
      else if (event.key === 'Enter' && latest.current.props.onMapClick) {
        const { lat, lng } = latest.current.view.center
        latest.current.props.onMapClick({ lat: round6(lat), lng: round6(lng) })
      } else return
      event.preventDefault()
    }
    container.addEventListener('keydown', onKeyDown)
    return () => container.removeEventListener('keydown', onKeyDown)
  }, [container, setView, latest])
}

/**
 * No tile host: a plain square of the grid in the tile's place, so the background moves with the
 * map. It counts as loaded at once: pigeon-maps keeps the previous zoom's tiles until the new ones load.
 */
const BLANK_TILE: TileComponent = ({ tile, tileLoaded }) => <BlankTile tile={tile} tileLoaded={tileLoaded} />

function BlankTile({ tile, tileLoaded }: Parameters<TileComponent>[0]) {
  const loaded = useRef(tileLoaded)
  useEffect(() => {
    loaded.current()
  }, [])
  return (
    <span
      className="ride-map__tile ride-map__tile--blank"
      style={{ left: tile.left, top: tile.top, width: tile.width, height: tile.height }}
    />
  )
}

/**
 * The tiles: none until `GET /api/v1/map-config` names a host (and the browser is online), and
 * none again after the first tile that fails, so a host that is down costs one error, not a screenful.
 */
function useTileTemplate(): { provider: (x: number, y: number, z: number) => string; tile: TileComponent } {
  const [template, setTemplate] = useState<string | null>(null)
  useEffect(() => {
    let isCurrent = true
    void loadMapConfig().then((config) => {
      if (isCurrent && config.tilesUrl && navigator.onLine) setTemplate(config.tilesUrl)
    })
    return () => {
      isCurrent = false
    }
  }, [])
  const provider = useCallback(
    (x: number, y: number, z: number) => (template ? tileUrl(template, x, y, z, window.devicePixelRatio > 1) : ''),
    [template],
  )
  const tile = useCallback<TileComponent>(
    ({ tile: one, tileLoaded }) => (
      <img
        src={one.url}
        width={one.width}
        height={one.height}
        alt=""
        className="ride-map__tile"
        style={{ left: one.left, top: one.top }}
        onLoad={tileLoaded}
        onError={() => setTemplate(null)}
      />
    ),
    [],
  )
  return { provider, tile: template ? tile : BLANK_TILE }
}
