import { useEffect, useRef } from 'react'
import {
  control,
  divIcon,
  latLngBounds,
  map as createMap,
  marker as createMarker,
  tileLayer,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
  type Marker,
  type TileLayer,
} from 'leaflet/dist/leaflet-src.esm.js'
import { loadMapConfig } from './map-config.ts'
import { movedByKey, type LatLng } from './pin-keys.ts'
import type { MapMarker, RideMapProps } from './map-types.ts'

/** What the lazily loaded part needs from RideMap: the element to draw in and the words it shows. */
export type LeafletLayerProps = Omit<RideMapProps, 'label' | 'className'> & {
  container: HTMLElement
  texts: { zoomIn: string; zoomOut: string; markerName: (marker: MapMarker) => string }
  onPinMoved?: (marker: MapMarker, to: LatLng) => void
}

const FIT_MAX_ZOOM = 16

/**
 * Leaflet drawn into RideMap's element (this module is the lazy chunk). Markers are HTML icons (no
 * image files), each focusable with its label; a draggable pin also moves by arrow keys. Tiles only
 * when a tile host is configured, dropped at the first failure so an unreachable host leaves the
 * plain background and nothing is logged again.
 */
export default function LeafletLayer(props: LeafletLayerProps) {
  const { container, center, zoom = 14, markers, fitToMarkers } = props
  const mapRef = useRef<LeafletMap | null>(null)
  const markersRef = useRef(new Map<string, Marker>())
  const latest = useRef(props)
  useEffect(() => {
    latest.current = props
  })

  // the map itself: once per element
  useEffect(() => {
    const leafletMap = createMap(container, {
      center: [center.lat, center.lng],
      zoom,
      attributionControl: false, // RideMap shows the credit as text, in the page's language
      zoomControl: false,
      keyboardPanDelta: 100,
    })
    mapRef.current = leafletMap
    const { zoomIn, zoomOut } = latest.current.texts
    control.zoom({ position: 'topright', zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(leafletMap)
    leafletMap.on('click', (event) => latest.current.onMapClick?.({ lat: event.latlng.lat, lng: event.latlng.lng }))
    // Enter on the map itself (not on a marker or button) places the pin at the centre
    leafletMap.on('keypress', (event: LeafletKeyboardEvent) => {
      const { originalEvent } = event
      if (originalEvent.key !== 'Enter' || originalEvent.target !== container || !latest.current.onMapClick) return
      const at = leafletMap.getCenter()
      latest.current.onMapClick({ lat: at.lat, lng: at.lng })
    })
    let tiles: TileLayer | null = null
    let isRemoved = false
    void loadMapConfig().then((config) => {
      if (isRemoved || !config.tilesUrl || !navigator.onLine) return
      tiles = tileLayer(config.tilesUrl, { maxZoom: 19, crossOrigin: false })
      tiles.once('tileerror', () => tiles?.remove())
      tiles.addTo(leafletMap)
    })
    const markerMap = markersRef.current
    return () => {
      isRemoved = true
      markerMap.clear()
      leafletMap.remove()
      mapRef.current = null
    }
    // the map is made once; later centre and zoom changes are applied below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container])

  useEffect(() => {
    if (!fitToMarkers) mapRef.current?.setView([center.lat, center.lng], zoom)
  }, [center.lat, center.lng, zoom, fitToMarkers])

  useEffect(() => {
    if (mapRef.current) syncMarkers(mapRef.current, markersRef.current, markers, Boolean(fitToMarkers), latest)
  }, [markers, fitToMarkers])

  return null
}

/** Adds, moves, relabels and removes Leaflet markers to match the props; fits the view when asked. */
function syncMarkers(
  leafletMap: LeafletMap,
  shown: Map<string, Marker>,
  markers: readonly MapMarker[],
  fitToMarkers: boolean,
  latest: { current: LeafletLayerProps },
) {
  const wanted = new Set(markers.map((m) => m.id))
  for (const [id, existing] of shown) {
    if (!wanted.has(id)) {
      existing.remove()
      shown.delete(id)
    }
  }
  let isNewSet = false
  for (const m of markers) {
    let leafletMarker = shown.get(m.id)
    if (!leafletMarker) {
      // created with its own icon: Leaflet's default one would fetch marker-icon.png, which we do not ship
      leafletMarker = createMarker([m.lat, m.lng], { keyboard: true, autoPanOnFocus: true, icon: iconOf(m.kind) })
      ICON_KINDS.set(leafletMarker, m.kind)
      const created = leafletMarker
      created.on('dragend', () => {
        const to = created.getLatLng()
        latest.current.onMarkerDrag?.(m.id, { lat: to.lat, lng: to.lng })
      })
      leafletMarker.addTo(leafletMap)
      shown.set(m.id, leafletMarker)
      isNewSet = true
    } else {
      leafletMarker.setLatLng([m.lat, m.lng])
    }
    decorate(leafletMarker, m, latest.current.texts.markerName(m), leafletMap, (to) => {
      latest.current.onMarkerDrag?.(m.id, to)
      latest.current.onPinMoved?.(m, to)
    })
  }
  if (fitToMarkers && markers.length) {
    const bounds = latLngBounds(markers.map((m) => [m.lat, m.lng] as [number, number]))
    // refit when the set changes or a marker left the view, not on every small move
    if (isNewSet || !leafletMap.getBounds().contains(bounds)) {
      leafletMap.fitBounds(bounds.pad(0.2), { maxZoom: FIT_MAX_ZOOM, animate: false })
    }
  }
}

const ICON_KINDS = new WeakMap<Marker, MapMarker['kind']>()

function iconOf(kind: MapMarker['kind']) {
  return divIcon({
    className: `ride-map__marker ride-map__marker--${kind}`,
    html: '<span class="ride-map__marker-dot" aria-hidden="true"></span>',
    iconSize: [28, 28],
    // a pin points at its place with its tip; a taxi or "you" sits centred on it
    iconAnchor: kind === 'pickup' || kind === 'dropoff' ? [14, 28] : [14, 14],
  })
}

/** Icon, label, role and dragging of one marker, after every change of its props. */
function decorate(
  leafletMarker: Marker,
  m: MapMarker,
  name: string,
  leafletMap: LeafletMap,
  onKeyMove: (to: LatLng) => void,
) {
  // a new icon is a new element: only when the kind changes, so a pin moved by keys keeps focus
  if (ICON_KINDS.get(leafletMarker) !== m.kind) {
    ICON_KINDS.set(leafletMarker, m.kind)
    leafletMarker.setIcon(iconOf(m.kind))
  }
  const element = leafletMarker.getElement()
  if (element) {
    element.setAttribute('aria-label', name)
    element.setAttribute('role', m.draggable ? 'button' : 'img')
    element.tabIndex = 0
    element.onkeydown = m.draggable
      ? (event) => {
          const to = movedByKey(leafletMarker.getLatLng(), event.key, leafletMap, event.shiftKey)
          if (!to) return
          event.preventDefault()
          event.stopPropagation()
          leafletMarker.setLatLng([to.lat, to.lng])
          leafletMap.panInside([to.lat, to.lng])
          onKeyMove(to)
        }
      : null
  }
  if (m.draggable) leafletMarker.dragging?.enable()
  else leafletMarker.dragging?.disable()
}
