/**
 * Bosphorus crossing tolls for the demo and generated rides (illustrative class-1 car amounts, one
 * way; the operators change them every January and this is not their tariff). The bridges charge
 * both ways since 2022; the Avrasya Tüneli (Kazlıçeşme ↔ Göztepe) charges half from 00:00 to 04:59.
 */
export const ISTANBUL_TOLLS_KURUS = {
  /** 15 Temmuz Şehitler Köprüsü (and Fatih Sultan Mehmet, the same amount). */
  bridge: 5_900,
  avrasyaTuneliDay: 28_000,
  avrasyaTuneliNight: 14_000,
} as const

const ASIAN_SIDE = /Kadıköy|Üsküdar|Pendik/
/** The European ends from which a taxi takes the tunnel rather than a bridge. */
const NEAR_THE_TUNNEL = /Fatih|Bakırköy/
const ISTANBUL_UTC_OFFSET_HOURS = 3 // no daylight saving since 2016

/**
 * The toll of a ride between two addresses of the demo places: nothing on one side of the
 * Bosphorus; the Avrasya Tüneli between the historic peninsula or Bakırköy and the Asian side;
 * otherwise a bridge.
 */
export function crossingTollKurus(from: string, to: string, at: Date): number {
  const fromAsia = ASIAN_SIDE.test(from)
  if (fromAsia === ASIAN_SIDE.test(to)) return 0
  const europe = fromAsia ? to : from
  if (!NEAR_THE_TUNNEL.test(europe)) return ISTANBUL_TOLLS_KURUS.bridge
  const hour = (at.getUTCHours() + ISTANBUL_UTC_OFFSET_HOURS) % 24
  return hour < 5 ? ISTANBUL_TOLLS_KURUS.avrasyaTuneliNight : ISTANBUL_TOLLS_KURUS.avrasyaTuneliDay
}
