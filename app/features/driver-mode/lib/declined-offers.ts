/**
 * Offers the driver declined on this tab: the API has no "decline" (an unanswered offer simply
 * expires and moves on), so the page remembers them for the session and a reload does not bring
 * them back.
 */
const KEY = 'durak.declinedOffers'

function read(): string[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export const declinedOffers = {
  has: (rideId: string) => read().includes(rideId),
  add: (rideId: string) => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify([...read().slice(-49), rideId]))
    } catch {
      // storage off: the offer may come back after a reload, and expires on its own
    }
  },
}
