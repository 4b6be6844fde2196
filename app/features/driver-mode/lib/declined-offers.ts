/**
 * Offers the driver declined on this tab. The API is told too (`POST …/decline`, decision 054),
 * but the page also remembers them for the session, so an offer whose decline did not reach the
 * server (offline) does not come back on a reload or a replayed stream. Each is remembered as that
 * one offer (ride and expiry), not the ride: operations may offer the ride to this driver again by
 * hand (issue 25), and that new offer shows.
 */
const KEY = 'durak.declinedOffers'

type OfferKey = { rideId: string; expiresAt: string }
const keyOf = (offer: OfferKey) => `${offer.rideId}@${offer.expiresAt}`

function read(): string[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export const declinedOffers = {
  has: (offer: OfferKey) => read().includes(keyOf(offer)),
  add: (offer: OfferKey) => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify([...read().slice(-49), keyOf(offer)]))
    } catch {
      // storage off: the offer may come back after a reload, and expires on its own
    }
  },
}
