import { requireUserType } from '#app/lib/require-user-type.ts'
import { readRideSnapshot, type RideSnapshot } from './ride-snapshot.ts'

export type BookingRouteData = { userId: string | null; offline: RideSnapshot | null }

/**
 * The booking route's loader: a signed-in passenger, else sign in first. With no network (a reload
 * in a tunnel) the session cannot be read; a ride kept on this device is then shown, marked not live,
 * rather than the sign-in page (which would not load either).
 */
export async function loadBookingRoute(request: Request): Promise<BookingRouteData> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    const offline = readRideSnapshot(null)
    if (offline) return { userId: null, offline }
  }
  const user = await requireUserType('PASSENGER', request)
  return { userId: user.userId, offline: null }
}
