/**
 * Turkish mobile numbers as people type them: "0555 555 55 55", "05555555555",
 * "+90 555 555 55 55", "90 555…", "555 555 55 55", with spaces, dashes, dots or brackets.
 * One normal form, 11 digits starting 0 ("05555555555"); the spec's rule (§5: 11 digits starting
 * 05) is checked on it. Anything that is not a number this way is returned trimmed, unchanged,
 * so the rule rejects it with the spec's message.
 */
export function normalizePhone(input: string): string {
  const trimmed = input.trim()
  if (!/^[+\d\s().-]*$/.test(trimmed)) return trimmed
  let digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+') || trimmed.startsWith('00')) {
    digits = digits.replace(/^00/, '')
    if (!digits.startsWith('90')) return trimmed.replace(/\s+/g, '')
    digits = digits.slice(2)
  } else if (digits.length === 12 && digits.startsWith('90')) {
    digits = digits.slice(2)
  }
  if (digits.length === 10 && digits.startsWith('5')) return `0${digits}`
  return digits
}
