/**
 * Parts of one line joined with “ · ”, leaving out the empty ones and a repeat, so a line never ends
 * in “· ” nor says the same thing twice (a reporter with no name shows the e-mail once).
 */
export function joinParts(parts: (string | null | undefined)[], empty = '—'): string {
  const kept = [...new Set(parts.map((part) => part?.trim() ?? '').filter(Boolean))]
  return kept.length ? kept.join(' · ') : empty
}
