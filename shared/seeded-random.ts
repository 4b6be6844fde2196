/**
 * The one seeded random-number generator of the generated data (the demo seed's rides and
 * `demo scale`'s load-test data): mulberry32, a 32-bit state, so the same seed gives the same
 * data on every machine and Node version. Not for anything secret (tokens use node:crypto).
 */
export type RandomSource = () => number

/** A generator of numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** One element of a non-empty list, drawn from `random`. */
export function pickOne<T>(random: RandomSource, list: readonly T[]): T {
  if (list.length === 0) throw new RangeError('pickOne needs a non-empty list')
  return list[Math.floor(random() * list.length)]!
}
