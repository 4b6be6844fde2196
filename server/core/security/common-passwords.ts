import { readFileSync } from 'node:fs'

/**
 * Passwords people pick first and attackers try first (ASVS 6.2.4): 16,000 of them in
 * `common-passwords.txt`, made by `scripts/security/make-common-passwords.ts` (the perennial top
 * lists, keyboard walks, Turkish favourites, with the digits and years people add). Compared
 * without case. The spec's 6-character minimum stays the only length rule.
 */
const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((p) => p.toLocaleLowerCase('tr')),
)

export const COMMON_PASSWORD_COUNT = COMMON.size

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLocaleLowerCase('tr')) || COMMON.has(password.toLowerCase())
}
