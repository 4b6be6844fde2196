/**
 * One reading of a lira amount typed by a person (issue 30): the Turkish way first ("1.650,50",
 * "1650,50", "1.650" = one thousand six hundred and fifty lira), the English way where it cannot be
 * mistaken ("1650.50", "1,650.50"). The last separator is the decimal one when one or two digits
 * follow it; a dot followed by three digits groups thousands, as Turkish writes them. A lone comma
 * followed by three digits ("1,650") is refused as ambiguous: a comma marks kuruş in Turkish, so a
 * reader cannot tell 1650 from a mistyped 1,65. Kuruş are exact integers, never floating point.
 */
export type MoneyInput =
  | { ok: true; kurus: number }
  | { ok: false; reason: 'empty' | 'invalid' }
  /** `wholeKurus`: the amount read as grouped thousands, for the message to suggest. */
  | { ok: false; reason: 'ambiguous'; wholeKurus: number }

/** At most 999,999,999 lira: the bound operators' and drivers' forms always had. */
const MAX_LIRA_DIGITS = 9
const invalid: MoneyInput = { ok: false, reason: 'invalid' }

function fromParts(lira: string, decimals: string): MoneyInput {
  if (lira.length === 0 || lira.length > MAX_LIRA_DIGITS) return invalid
  return { ok: true, kurus: Number(lira) * 100 + Number(decimals.padEnd(2, '0')) }
}

/** The integer part without its thousands separator ("1.650.000"), or null when the groups are not thousands. */
function ungroup(text: string, separator: string): string | null {
  const groups = text.split(separator)
  if (groups.length === 1) return text
  const [first, ...rest] = groups
  if (!/^[1-9]\d{0,2}$/.test(first!) || rest.some((group) => !/^\d{3}$/.test(group))) return null
  return groups.join('')
}

export function parseMoneyInput(typed: string): MoneyInput {
  // a symbol or "TL" typed with the amount is not part of it
  const text = typed
    .trim()
    .replace(/^₺\s*/, '')
    .replace(/\s*(?:₺|tl)$/i, '')
  if (text === '') return { ok: false, reason: 'empty' }
  if (!/^\d[\d.,]*$/.test(text) || !/\d$/.test(text)) return invalid
  const dots = text.split('.').length - 1
  const commas = text.split(',').length - 1
  if (dots > 0 && commas > 0) {
    // both: the last one is the decimal separator and comes once; the other groups thousands
    const decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.'
    const group = decimal === ',' ? '.' : ','
    const [whole, decimals] = text.split(decimal) as [string, string | undefined]
    if (decimals === undefined || text.split(decimal).length !== 2 || !/^\d{1,2}$/.test(decimals)) return invalid
    const lira = ungroup(whole, group)
    return lira === null ? invalid : fromParts(lira, decimals)
  }
  const separator = dots > 0 ? '.' : commas > 0 ? ',' : null
  if (separator === null) return fromParts(text, '')
  const parts = text.split(separator)
  const last = parts.at(-1)!
  if (parts.length === 2 && last.length <= 2) return fromParts(parts[0]!, last)
  const lira = ungroup(text, separator)
  if (lira === null) return invalid
  // "1,650": a Turkish reader sees kuruş, an English one thousands
  if (separator === ',' && parts.length === 2) {
    const whole = fromParts(lira, '')
    return whole.ok ? { ok: false, reason: 'ambiguous', wholeKurus: whole.kurus } : invalid
  }
  return fromParts(lira, '')
}
