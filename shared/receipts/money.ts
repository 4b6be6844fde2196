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
  /** Taken off the week's fares by operations (issue 25, decision 057); 0 when none. */
  fareCorrectionsKurus?: number
}

/** Gross (fares + fees − fare corrections), commission and net of a week from the sums the database gives. */
export function weekTotals(f: WeekFigures, basisPoints = COMMISSION_RATE_BASIS_POINTS) {
  const fareCorrectionsKurus = f.fareCorrectionsKurus ?? 0
  // a correction lowers the fare the commission is taken on, as if the fare had been right
  const grossKurus = f.faresKurus + f.feesKurus - fareCorrectionsKurus
  const commission = commissionKurus(grossKurus, basisPoints)
  return {
    ...f,
    fareCorrectionsKurus,
    grossKurus,
    commissionKurus: commission,
    netKurus: grossKurus - commission + f.tollsKurus,
  }
}

/**
 * Lira for a spreadsheet cell, exact from kuruş and without a symbol or grouping: "1234,50" in
 * Turkish (as Turkish Excel reads numbers), "1234.50" in English.
 */
export function liraCell(kurus: number, lang: 'tr' | 'en'): string {
  const sign = kurus < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(kurus))
  return `${sign}${Math.floor(abs / 100)}${lang === 'tr' ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`
}

/** The CSV delimiter of a language: Turkish Excel splits on ';' (its list separator), English on ','. */
export const csvDelimiter = (lang: 'tr' | 'en') => (lang === 'tr' ? ';' : ',')
