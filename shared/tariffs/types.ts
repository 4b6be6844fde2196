import type { City } from '../constants.ts'

/** Istanbul has three classes of taxi; every other city has the yellow (standard) taxi only. */
export const TAXI_CLASSES = ['yellow', 'turquoise', 'black'] as const
export type TaxiClass = (typeof TAXI_CLASSES)[number]
/** The class assumed when none is known (a ride does not record one yet). */
export const DEFAULT_TAXI_CLASS: TaxiClass = 'yellow'

/** The four figures of a city tariff, in kuruş (never lira: the fare is rounded once, at the end). */
export type TariffRates = {
  /** "Açılış": charged when the meter starts. */
  openingKurus: number
  perKmKurus: number
  /** "İndi-bindi": the least a ride costs. */
  minimumKurus: number
  /** "Bekleme": per hour of waiting, charged by the second. */
  waitingPerHourKurus: number
}

/** Where a row's figures come from, in both languages, and whether anyone checked them. */
export type TariffSource = {
  tr: string
  en: string
  /** False until the figures were checked against the published decision (see docs/tariffs.md). */
  isVerified: boolean
}

/**
 * One tariff decision for one city and class. It takes effect at 00:00 Europe/Istanbul on
 * `effectiveFrom` and stays in effect until the next row of the same city and class.
 * `rates: null` records that a new tariff took effect whose figures we do not know yet: from
 * that day on the estimate says "tariff not known yet" instead of using the stale figures.
 */
export type TariffRow = {
  city: City
  taxiClass: TaxiClass
  /** Calendar day in Europe/Istanbul, `YYYY-MM-DD`. */
  effectiveFrom: string
  rates: TariffRates | null
  source: TariffSource
}

/** A row whose figures are known. */
export type Tariff = TariffRow & { rates: TariffRates }
