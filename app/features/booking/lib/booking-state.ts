import type { RideDetail } from '#shared/schemas/rides-api.ts'
import type { CurrentRide } from '../api/get-current-ride.ts'

/** The screen the page shows; each follows from the server's ride, never from what was clicked. */
export type Step = 'loading' | 'form' | 'searching' | 'assigned' | 'arrived' | 'inProgress' | 'completed' | 'ended'

/** A request that ended without a trip: no taxi found, or cancelled (with the fee, if one was charged). */
export type EndedRide = { kind: 'expired' | 'cancelled'; ride: RideDetail }

export type BookingState = {
  isLoaded: boolean
  ride: CurrentRide | null
  ended: EndedRide | null
  /** The last read failed (in words): the page keeps the step it had and says so. */
  error: string | null
  /** The live stream dropped; EventSource is reconnecting. */
  isReconnecting: boolean
  /** A line to show on the form after a ride ends here (rated, cancelled). */
  notice: string | null
}

export type BookingAction =
  | { type: 'loaded'; ride: CurrentRide | null }
  | { type: 'ended'; ended: EndedRide }
  | { type: 'failed'; error: string }
  | { type: 'position'; rideId: string; lat: number; lng: number; at: string }
  | { type: 'connection'; isReconnecting: boolean }
  | { type: 'restart'; notice: string | null }

export const INITIAL_BOOKING: BookingState = {
  isLoaded: false,
  ride: null,
  ended: null,
  error: null,
  isReconnecting: false,
  notice: null,
}

/** Pure: the page's whole state machine, so each transition can be tested without a browser. */
export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'loaded':
      // a new open ride replaces an "ended" screen; no ride keeps it (the passenger decides to go on)
      return {
        ...state,
        isLoaded: true,
        ride: action.ride,
        ended: action.ride ? null : state.ended,
        error: null,
        notice: action.ride ? null : state.notice,
      }
    case 'ended':
      return { ...state, isLoaded: true, ride: null, ended: action.ended, error: null }
    case 'failed':
      return { ...state, isLoaded: true, error: action.error }
    case 'position':
      if (state.ride?.id !== action.rideId) return state
      return { ...state, ride: { ...state.ride, driverPosition: { lat: action.lat, lng: action.lng, at: action.at } } }
    case 'connection':
      return state.isReconnecting === action.isReconnecting
        ? state
        : { ...state, isReconnecting: action.isReconnecting }
    case 'restart':
      return { ...state, ride: null, ended: null, notice: action.notice }
  }
}

const STEP_OF_STATUS: Record<string, Step> = {
  REQUESTED: 'searching',
  ASSIGNED: 'assigned',
  ARRIVED: 'arrived',
  IN_PROGRESS: 'inProgress',
  COMPLETED: 'completed',
}

export function stepOf(state: BookingState): Step {
  if (!state.isLoaded) return 'loading'
  if (state.ended) return 'ended'
  if (!state.ride) return 'form'
  return STEP_OF_STATUS[state.ride.status] ?? 'form'
}

/** Statuses with a live stream worth keeping open. */
export function isLiveStatus(status: string): boolean {
  return status === 'REQUESTED' || status === 'ASSIGNED' || status === 'ARRIVED' || status === 'IN_PROGRESS'
}
