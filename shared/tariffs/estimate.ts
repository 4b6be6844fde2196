import type { City } from '../constants.ts'
import { roundDiv } from '../format.ts'
import { tariffInEffect, type NoTariffReason } from './select.ts'
import { DEFAULT_TAXI_CLASS, type TariffRates, type TariffSource, type TaxiClass } from './types.ts'

/** Durak adds nothing to the meter. Shown as its own line so that stays visible if it ever changes. */
export const SERVICE_FEE_KURUS = 0

/** Bounds of an estimate's inputs (a city taxi ride, not a road trip); the API schema uses them too. */
export const FARE_INPUT_LIMITS = {
  maxDistanceMetres: 500_000,
  maxWaitingSeconds: 12 * 3600,
  maxTollsKurus: 1_000_000,
} as const

/** What computeFare accepts at all: keeps every product of the formula below 2^53. */
const COMPUTABLE = { maxDistanceMetres: 10_000_000, maxWaitingSeconds: 7 * 86_400, maxRateKurus: 1_000_000 } as const

/** The meter's part of a fare. Every amount in kuruş. */
export type MeterFare = {
  openingKurus: number
  /** The distance line, rounded to the kuruş for display. */
  distanceKurus: number
  /** The waiting line: what remains of the meter after opening and distance, so the lines add up. */
  waitingKurus: number
  /** opening + distance + waiting, rounded once. */
  meterKurus: number
  minimumKurus: number
  isMinimumApplied: boolean
  /** The meter, at least the minimum. */
  fareKurus: number
}

function assertWhole(name: string, value: number, max: number) {
  if (!Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be a whole number from 0 to ${max}, got ${value}`)
  }
}

/**
 * Fare = opening + km × per-km + waiting hours × per-hour, at least the minimum. Computed on one
 * common denominator (kuruş × 3 600 000) in integers and rounded once, halves up, at the end.
 */
export function computeFare(rates: TariffRates, input: { distanceMetres: number; waitingSeconds: number }): MeterFare {
  const { distanceMetres, waitingSeconds } = input
  assertWhole('distanceMetres', distanceMetres, COMPUTABLE.maxDistanceMetres)
  assertWhole('waitingSeconds', waitingSeconds, COMPUTABLE.maxWaitingSeconds)
  for (const [name, value] of Object.entries(rates)) assertWhole(name, value, COMPUTABLE.maxRateKurus)
  const numerator =
    rates.openingKurus * 3_600_000 +
    distanceMetres * rates.perKmKurus * 3600 +
    waitingSeconds * rates.waitingPerHourKurus * 1000
  const meterKurus = roundDiv(numerator, 3_600_000)
  const distanceKurus = roundDiv(distanceMetres * rates.perKmKurus, 1000)
  const isMinimumApplied = meterKurus < rates.minimumKurus
  return {
    openingKurus: rates.openingKurus,
    distanceKurus,
    waitingKurus: meterKurus - rates.openingKurus - distanceKurus,
    meterKurus,
    minimumKurus: rates.minimumKurus,
    isMinimumApplied,
    fareKurus: isMinimumApplied ? rates.minimumKurus : meterKurus,
  }
}

export type FareEstimateInput = {
  city: City
  taxiClass?: TaxiClass
  distanceMetres: number
  waitingSeconds?: number
  /** Bridge, tunnel and motorway tolls on the route: paid on top of the meter. */
  tollsKurus?: number
  /** When the ride happens: picks the tariff in effect (Europe/Istanbul day). */
  at: Date
}

export type FareEstimate = MeterFare & {
  city: City
  taxiClass: TaxiClass
  /** `YYYY-MM-DD`, the day the applied tariff took effect. */
  effectiveFrom: string
  rates: TariffRates
  source: TariffSource
  distanceMetres: number
  waitingSeconds: number
  tollsKurus: number
  serviceFeeKurus: number
  /** fare + tolls + service fee. */
  totalKurus: number
}

export type FareEstimateResult =
  | { kind: 'estimate'; estimate: FareEstimate }
  | {
      kind: 'unknown'
      city: City
      taxiClass: TaxiClass
      reason: NoTariffReason
      /** With `figuresUnknown`: the day the tariff whose figures we lack took effect. */
      effectiveFrom: string | null
    }

/**
 * The fare of a ride by the tariff in effect at `at`, with its breakdown, or why there is no
 * tariff to apply. Pure: the estimator page, `POST /api/v1/fare-estimates` and the ride request
 * all call this.
 */
export function estimateFare(input: FareEstimateInput): FareEstimateResult {
  const taxiClass = input.taxiClass ?? DEFAULT_TAXI_CLASS
  const waitingSeconds = input.waitingSeconds ?? 0
  const tollsKurus = input.tollsKurus ?? 0
  assertWhole('tollsKurus', tollsKurus, FARE_INPUT_LIMITS.maxTollsKurus)
  const lookup = tariffInEffect(input.city, taxiClass, input.at)
  if (lookup.kind === 'unknown') {
    const effectiveFrom = lookup.row?.effectiveFrom ?? null
    return { kind: 'unknown', city: input.city, taxiClass, reason: lookup.reason, effectiveFrom }
  }
  const { tariff } = lookup
  const meter = computeFare(tariff.rates, { distanceMetres: input.distanceMetres, waitingSeconds })
  return {
    kind: 'estimate',
    estimate: {
      ...meter,
      city: input.city,
      taxiClass,
      effectiveFrom: tariff.effectiveFrom,
      rates: tariff.rates,
      source: tariff.source,
      distanceMetres: input.distanceMetres,
      waitingSeconds,
      tollsKurus,
      serviceFeeKurus: SERVICE_FEE_KURUS,
      totalKurus: meter.fareKurus + tollsKurus + SERVICE_FEE_KURUS,
    },
  }
}
