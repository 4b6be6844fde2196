import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { userStorageEntries, userStorageKey } from '#app/lib/user-storage-keys.ts'
import type { CurrentRide } from '../api/get-current-ride.ts'

const NAME = 'booking.lastRide'

/** Only what the passenger's screen shows of a live ride: enough to find the taxi with no network. */
export type RideSnapshot = {
  savedAt: string
  ride: {
    id: string
    status: 'REQUESTED' | 'ASSIGNED' | 'ARRIVED' | 'IN_PROGRESS'
    pickup: { address: string }
    dropoff: { address: string | null } | null
    driver: NonNullable<RideDetail['driver']> | null
  }
}

const LIVE = ['REQUESTED', 'ASSIGNED', 'ARRIVED', 'IN_PROGRESS'] as const
type LiveStatus = (typeof LIVE)[number]
const isLive = (status: string): status is LiveStatus => (LIVE as readonly string[]).includes(status)

/**
 * Keeps the user's live ride on this device (localStorage, under the user's key: cleared at
 * sign-out), or forgets it once the ride is no longer live (ended, none).
 */
export function keepRideSnapshot(userId: string, ride: CurrentRide | null, now = new Date()): void {
  try {
    const key = userStorageKey(userId, NAME)
    if (!ride || !isLive(ride.status)) {
      localStorage.removeItem(key)
      return
    }
    const { id, status, pickup, dropoff, driver } = ride
    const snapshot: RideSnapshot = {
      savedAt: now.toISOString(),
      ride: {
        id,
        status,
        pickup: { address: pickup.address },
        dropoff: dropoff ? { address: dropoff.address } : null,
        driver: driver && {
          firstName: driver.firstName,
          lastName: driver.lastName,
          ratingCenti: driver.ratingCenti,
          vehicle: { ...driver.vehicle },
        },
      },
    }
    localStorage.setItem(key, JSON.stringify(snapshot))
    // a user signed in on this device earlier (a session that expired without signing out)
    for (const other of userStorageEntries(NAME)) if (other.userId !== userId) localStorage.removeItem(other.key)
  } catch {
    // storage blocked or full: the page only loses its offline copy
  }
}

function readSnapshot(key: string): RideSnapshot | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as RideSnapshot | null
    const ride = value?.ride
    if (!value || typeof value.savedAt !== 'string' || !ride || typeof ride.id !== 'string') return null
    if (!isLive(ride.status) || typeof ride.pickup?.address !== 'string') return null
    return value
  } catch {
    return null
  }
}

/** The user's kept ride; with no user (no network to ask who is signed in), the one kept on this device. */
export function readRideSnapshot(userId: string | null): RideSnapshot | null {
  if (userId) return readSnapshot(userStorageKey(userId, NAME))
  const [only] = userStorageEntries(NAME)
  return only ? readSnapshot(only.key) : null
}
