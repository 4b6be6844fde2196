import { TIME_ZONE } from './constants.ts'
import { parseMoneyInput } from './money-input.ts'
import type { Lang } from './routes.ts'

/**
 * Display formats of spec §9. Inputs are integers in their smallest unit (kuruş, metres, seconds,
 * hundredths of a rating point): rounding happens once, half away from zero, on integers, so a
 * figure never depends on binary floating point.
 */

const LOCALE: Record<Lang, string> = { tr: 'tr-TR', en: 'en' }

/** Integer division rounding halves away from zero: `roundDiv(5, 2)` is 3. */
export function roundDiv(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator)
  const n = Math.abs(numerator)
  const d = Math.abs(denominator)
  return sign * Math.floor((2 * n + d) / (2 * d))
}

const moneyFormats = new Map<Lang, Intl.NumberFormat>()
/** Lira with 2 decimals: `formatLira(12345, 'tr')` is "₺123,45". */
export function formatLira(kurus: number, lang: Lang): string {
  let format = moneyFormats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang], {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    moneyFormats.set(lang, format)
  }
  // kuruş are integers, so kurus / 100 has at most two decimals and formats exactly; a zero is
  // never negative ("-₺0,00" of an empty week's commission, -0 from negating a zero)
  const lira = Math.round(kurus) / 100
  return format.format(lira === 0 ? 0 : lira)
}

/** A range of lira, "₺257,94 – ₺382,15"; one amount when both ends show the same, never "₺210,00 – ₺210,00". */
export function formatLiraRange(lowerKurus: number, upperKurus: number, lang: Lang): string {
  const lower = formatLira(lowerKurus, lang)
  const upper = formatLira(upperKurus, lang)
  return lower === upper ? lower : `${lower} – ${upper}`
}

function fixed(value: number, digits: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
}

/** Rating with 1 decimal from hundredths: 485 → "4.9" (en) / "4,9" (tr). */
export function formatRating(ratingCenti: number, lang: Lang): string {
  return fixed(roundDiv(ratingCenti, 10) / 10, 1, lang)
}

/** Distance in km with 2 decimals from metres: 5235 → "5.24". */
export function formatKm(metres: number, lang: Lang): string {
  return fixed(roundDiv(metres, 10) / 100, 2, lang)
}

/** Whole minutes from seconds: 870 → 15. */
export function durationMinutes(seconds: number): number {
  return roundDiv(seconds, 60)
}

// made once per language: a CSV export formats hundreds of thousands of dates
const dateFormats = new Map<Lang, Intl.DateTimeFormat>()
const timeFormats = new Map<Lang, Intl.DateTimeFormat>()

/** Date in Europe/Istanbul: "22 Kas 2026" (tr) / "Nov 22, 2026" (en). */
export function formatDate(iso: string, lang: Lang): string {
  let format = dateFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], { timeZone: TIME_ZONE, dateStyle: 'medium' })
    dateFormats.set(lang, format)
  }
  return format.format(new Date(iso))
}

/** Time of day in Europe/Istanbul, 24-hour: "14:05". */
export function formatTime(iso: string, lang: Lang): string {
  let format = timeFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    timeFormats.set(lang, format)
  }
  return format.format(new Date(iso))
}

/**
 * Parse a lira amount typed by a person ("1.650,50", "1650,50", "1650.50") into kuruş, exactly;
 * null when it cannot be read for sure (`parseMoneyInput` says why).
 */
export function parseLiraToKurus(text: string): number | null {
  const read = parseMoneyInput(text)
  return read.ok ? read.kurus : null
}

/** Parse "5.2" km into metres exactly (up to 3 decimals). */
export function parseKmToMetres(text: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,3}))?$/.exec(text.trim())
  if (!match) return null
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'))
}

/** Date and time in Europe/Istanbul: "22 Kas 2026 14:05" (tr) / "Nov 22, 2026 14:05" (en). */
export function formatDateTime(iso: string, lang: Lang): string {
  return `${formatDate(iso, lang)} ${formatTime(iso, lang)}`
}

/** A Turkish mobile number grouped as people write it (0555 555 55 55); anything else as stored. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\s+/g, '')
  const match = /^(0\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits)
  return match ? match.slice(1).join(' ') : phone
}

/** A sentence that starts with a word from a catalog (`sigorta belgenizin…`) starts with a capital: `İ` in Turkish. */
export function capitalizeFirst(text: string, lang: Lang): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1)
}
