import type { RideRequest } from '#shared/schemas/rides-api.ts'

export type PaymentMethod = RideRequest['paymentMethod']

/** A place as the form holds it: the text the driver reads, and the pin (null until one is chosen). */
export type DraftPlace = { address: string; lat: number | null; lng: number | null }
export type RideDraft = { pickup: DraftPlace; dropoff: DraftPlace; paymentMethod: PaymentMethod }

const KEY = 'durak.booking.draft'
export const EMPTY_PLACE: DraftPlace = { address: '', lat: null, lng: null }
export const EMPTY_DRAFT: RideDraft = { pickup: EMPTY_PLACE, dropoff: EMPTY_PLACE, paymentMethod: 'CASH' }

/**
 * The form survives the sign-in detour and a reload: it lives in this tab's sessionStorage (never
 * on the server) and is cleared once the ride is requested.
 */
export function readDraft(): RideDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<RideDraft> | null
    if (!saved || typeof saved !== 'object') return EMPTY_DRAFT
    return {
      pickup: placeOf(saved.pickup),
      dropoff: placeOf(saved.dropoff),
      paymentMethod: saved.paymentMethod === 'CARD' || saved.paymentMethod === 'MOBILE' ? saved.paymentMethod : 'CASH',
    }
  } catch {
    return EMPTY_DRAFT // storage blocked or a broken value: start empty
  }
}

function placeOf(value: unknown): DraftPlace {
  if (!value || typeof value !== 'object') return EMPTY_PLACE
  const place = value as Record<string, unknown>
  const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : null)
  return {
    address: typeof place.address === 'string' ? place.address.slice(0, 300) : '',
    lat: num(place.lat),
    lng: num(place.lng),
  }
}

export function saveDraft(draft: RideDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft))
  } catch {
    // storage full or blocked: the form still works, it only forgets on reload
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // nothing to clear
  }
}
