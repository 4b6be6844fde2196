/**
 * Issue 23: a meter fare far outside the tariff's range for the ride asks the driver to confirm it
 * before completing (a typo such as 2450 for 245,0 is the usual cause). "Far" is below half the
 * range's lower bound or above twice its upper bound; inside those, the fare is taken as typed.
 */
export const FARE_CONFIRM_BELOW_FACTOR = 0.5
export const FARE_CONFIRM_ABOVE_FACTOR = 2

/** How far the fare lies from the range: `below`/`above` ask for a confirmation, `ok` does not. */
export function fareNeedsConfirm(fareKurus: number, range: { lowerKurus: number; upperKurus: number }) {
  if (fareKurus < range.lowerKurus * FARE_CONFIRM_BELOW_FACTOR) return 'below'
  if (fareKurus > range.upperKurus * FARE_CONFIRM_ABOVE_FACTOR) return 'above'
  return 'ok'
}
