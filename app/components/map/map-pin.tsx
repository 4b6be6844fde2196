import { useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { MapMarker } from './map-types.ts'
import type { LatLng } from './pin-keys.ts'

/** What pigeon-maps gives each child of its map: the anchor's place on screen and the way back. */
type PlacedByMap = {
  left?: number
  top?: number
  pixelToLatLng?: (pixel: [number, number]) => [number, number]
  mapState?: { width: number; height: number }
}

export type MapPinProps = PlacedByMap & {
  marker: MapMarker
  /** Where it shows: the marker's position, or where the user last moved it. */
  anchor: [number, number]
  /** Its accessible name. */
  name: string
  onDragEnd: (marker: MapMarker, to: LatLng) => void
  onKey: (marker: MapMarker, event: KeyboardEvent<HTMLElement>) => void
  /** Focused while outside the view: the map brings it in. */
  onFocusOutside: (marker: MapMarker) => void
  /** A click, Enter or Space on a marker that is not draggable: it is then a button. */
  onSelect?: (marker: MapMarker) => void
}

/** Pixels a press may wander and still be a press rather than a drag. */
const DRAG_TOLERANCE_PX = 3

type Drag = { pointerId: number; startX: number; startY: number; dx: number; dy: number }

/**
 * One marker: an HTML element (no image files) that takes focus with its label. A draggable one
 * (a pickup or destination pin) follows the pointer, mouse or finger, and reports where it was
 * dropped; arrow keys go to `onKey`. `pigeon-drag-block` keeps the map from panning under a pin
 * being dragged, `pigeon-click-block` from taking a press on a marker for a press on the map.
 */
export function MapPin(props: MapPinProps) {
  const { marker, name, left = 0, top = 0, mapState } = props
  const [drag, setDrag] = useState<Drag | null>(null)
  const isDraggable = Boolean(marker.draggable)
  const onSelect = isDraggable ? undefined : props.onSelect

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (!isDraggable || event.button !== 0) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    setDrag({ pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dx: 0, dy: 0 })
  }
  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (drag?.pointerId !== event.pointerId) return
    setDrag({ ...drag, dx: event.clientX - drag.startX, dy: event.clientY - drag.startY })
  }
  function onPointerUp(event: PointerEvent<HTMLElement>) {
    if (drag?.pointerId !== event.pointerId) return
    setDrag(null)
    const dx = event.clientX - drag.startX
    const dy = event.clientY - drag.startY
    if (Math.abs(dx) + Math.abs(dy) <= DRAG_TOLERANCE_PX || !props.pixelToLatLng) return
    const [lat, lng] = props.pixelToLatLng([left + dx, top + dy])
    props.onDragEnd(marker, { lat, lng })
  }
  function onFocus() {
    if (!mapState || mapState.width <= 0) return
    if (left < 0 || top < 0 || left > mapState.width || top > mapState.height) props.onFocusOutside(marker)
  }

  const x = left + (drag?.dx ?? 0)
  const y = top + (drag?.dy ?? 0)
  const classes = ['ride-map__marker', `ride-map__marker--${marker.kind}`, 'pigeon-click-block']
  if (marker.tone) classes.push(`ride-map__marker--tone-${marker.tone}`)
  if (onSelect) classes.push('ride-map__marker--selectable')
  if (isDraggable) classes.push('pigeon-drag-block', 'ride-map__marker--draggable')
  if (drag) classes.push('ride-map__marker--dragging')
  return (
    <div
      className={classes.join(' ')}
      style={{ transform: `translate(${x}px, ${y}px)` }}
      role={isDraggable || onSelect ? 'button' : 'img'}
      aria-label={name}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      onKeyDown={(event) => {
        if (onSelect && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault()
          onSelect(marker)
          return
        }
        props.onKey(marker, event)
      }}
      onClick={onSelect ? () => onSelect(marker) : undefined}
      onFocus={onFocus}
    >
      <span className="ride-map__marker-dot" aria-hidden="true">
        {marker.text ? <span className="ride-map__marker-text">{marker.text}</span> : null}
      </span>
    </div>
  )
}
