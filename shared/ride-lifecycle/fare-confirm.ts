/**
 * Issues 23 and 30: a meter fare outside the tariff's range for the ride asks the driver to confirm
 * it before completing (a typo such as 2450 for 245,0 is the usual cause), on both sides alike. The
 * range already carries the fare check's tolerance (FARE_CHECK_TOLERANCE: the distance ± 15 %, the
 * ride's time beyond moving as waiting), so a fare outside it is one the passenger's fare check would
 * flag too. Before issue 30 only a fare under half the lower bound or over twice the upper asked,
 * and a fare 15 % under the range passed silently.
 */
export type FareConfirm = 'below' | 'above' | 'ok'

/** Where the fare lies against the range: `below`/`above` ask for a confirmation, `ok` does not. */
export function fareNeedsConfirm(fareKurus: number, range: { lowerKurus: number; upperKurus: number }): FareConfirm {
  if (fareKurus < range.lowerKurus) return 'below'
  if (fareKurus > range.upperKurus) return 'above'
  return 'ok'
}
