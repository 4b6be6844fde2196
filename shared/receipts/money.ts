import { roundDiv } from '../format.ts'

/**
 * Durak's commission on a driver's weekly gross (fares of completed rides plus cancellation fees),
 * in basis points: 1500 = 15 %. One rounding rule: the commission is worked out once per week on
 * the week's gross in integer kuruş, halves away from zero (`roundDiv`), never per ride; tolls pass
 * through to the driver without commission. Decision 030.
 */
export const COMMISSION_RATE_BASIS_POINTS = 1500

/** The commission on a gross in kuruş. */
export function commissionKurus(grossKurus: number, basisPoints = COMMISSION_RATE_BASIS_POINTS): number {
  return roundDiv(grossKurus * basisPoints, 10_000)
}

/** The rate as people read it: 1500 → "15", 1250 → "12,5" / "12.5". */
export function commissionPercent(basisPoints: number, lang: 'tr' | 'en'): string {
  return new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en', { maximumFractionDigits: 2 }).format(basisPoints / 100)
}

/** The figures of one statement week, all integer kuruş. */
export type WeekFigures = {
  completedRides: number
  cancellationsWithFee: number
  faresKurus: number
  feesKurus: number
  tollsKurus: number
}

/** Gross, commission and net of a week from the sums the database gives. */
export function weekTotals(f: WeekFigures, basisPoints = COMMISSION_RATE_BASIS_POINTS) {
  const grossKurus = f.faresKurus + f.feesKurus
  const commission = commissionKurus(grossKurus, basisPoints)
  return { ...f, grossKurus, commissionKurus: commission, netKurus: grossKurus - commission + f.tollsKurus }
}
