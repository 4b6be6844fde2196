import type { RideRequest } from '#shared/schemas/rides-api.ts'
import type { DraftPlace, PaymentMethod, RideDraft } from './draft-storage.ts'

export type { PaymentMethod }
export type Position = { lat: number; lng: number }

/** The schema's list, written out: the page ships no zod (decision 008), the types keep them equal. */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'MOBILE'] as const satisfies readonly PaymentMethod[]

export const hasPosition = (place: DraftPlace): place is DraftPlace & Position =>
  place.lat !== null && place.lng !== null

/** A destination counts once it has both words for the driver and a pin. */
export const hasDestination = (draft: RideDraft) => draft.dropoff.address.trim() !== '' && hasPosition(draft.dropoff)

/**
 * The request's body, or null while the pickup lacks an address or a pin. Without a destination the
 * dropoff is left out: as with a street taxi, the passenger tells the driver on the way.
 */
export function requestBodyOf(draft: RideDraft): RideRequest | null {
  const { pickup, dropoff } = draft
  if (!pickup.address.trim() || !hasPosition(pickup)) return null
  return {
    pickup: { address: pickup.address.trim(), lat: pickup.lat, lng: pickup.lng },
    city: 'Istanbul',
    paymentMethod: draft.paymentMethod,
    ...(hasDestination(draft)
      ? { dropoff: { address: dropoff.address.trim(), lat: dropoff.lat!, lng: dropoff.lng! } }
      : {}),
  }
}

/** Istanbul's centre (Taksim), where the map opens before anything is chosen. */
export const ISTANBUL_CENTRE: Position = { lat: 41.0369, lng: 28.985 }
