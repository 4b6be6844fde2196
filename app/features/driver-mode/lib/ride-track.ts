import { distanceMetres, type LatLng } from '#shared/ride-lifecycle/geo.ts'
import { ROUTE_FACTOR } from '#shared/ride-lifecycle/geo.ts'

/** Fixes closer than this to the last one are GPS noise at a standstill, not road. */
const MIN_STEP_METRES = 15
const keyOf = (rideId: string) => `durak.driverTrack.${rideId}`

/** A ride's place: its coordinates may be unknown (rides made before positions were recorded). */
export type MaybePlace = { lat: number | null; lng: number | null }

type Track = { metres: number; last: LatLng | null }

function read(rideId: string): Track {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(keyOf(rideId)) ?? 'null') as Track | null
    return parsed && typeof parsed.metres === 'number' ? parsed : { metres: 0, last: null }
  } catch {
    return { metres: 0, last: null }
  }
}

/** Adds a GPS fix to the ride's driven distance; kept in sessionStorage so a reload does not lose it. */
export function addFix(rideId: string, fix: LatLng): void {
  const track = read(rideId)
  const step = track.last ? distanceMetres(track.last, fix) : 0
  if (track.last && step < MIN_STEP_METRES) return
  try {
    sessionStorage.setItem(keyOf(rideId), JSON.stringify({ metres: track.metres + step, last: fix }))
  } catch {
    // storage full or off: the estimate below stands in
  }
}

/**
 * The ride's distance: as driven when tracked, else the straight line times the road factor; 0
 * when neither is known (no track and no destination).
 */
export function rideDistanceMetres(rideId: string, pickup: MaybePlace, dropoff: MaybePlace | null): number {
  const tracked = Math.round(read(rideId).metres)
  if (tracked > 0) return tracked
  if (!dropoff || pickup.lat == null || pickup.lng == null || dropoff.lat == null || dropoff.lng == null) return 0
  const straight = distanceMetres({ lat: pickup.lat, lng: pickup.lng }, { lat: dropoff.lat, lng: dropoff.lng })
  return Math.round(straight * ROUTE_FACTOR)
}

export function forgetTrack(rideId: string): void {
  try {
    sessionStorage.removeItem(keyOf(rideId))
  } catch {
    // nothing to forget
  }
}
