import { normalizePhone } from '#shared/phone.ts'
import { parseReceiptNumber } from '#shared/receipts/receipt-number.ts'
import { foldName } from '#server/db/migrations/023-control-room.ts'

/**
 * What staff typed in the rides search (issue 30, decision 071), recognised by its shape: a
 * receipt number (DRK-20261122-3F2A9C1B), a phone as people type one (the spec's phone rules:
 * "0555 123 45 67", "+90 555…"), a plate ("34 ABC 123", spaces and case ignored), a ride id or
 * its first 8+ characters, else the start of a name (Turkish letters folded: "ayse" finds "Ayşe").
 */
export type RideSearch =
  | { kind: 'receipt'; day: string; idPrefix: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'plate'; plateKey: string }
  | { kind: 'rideId'; prefix: string }
  | { kind: 'name'; folded: string }

const PLATE = /^\d{2}\p{Lu}{1,3}\d{2,5}$/u
const RIDE_ID = /^[0-9a-f][0-9a-f-]{7,35}$/
const MOBILE = /^05\d{9}$/

/** The search's kind and key; null when it is too short to mean anything (under 2 characters). */
export function classifySearch(text: string): RideSearch | null {
  const q = text.trim()
  if (q.length < 2) return null
  const receipt = parseReceiptNumber(q)
  if (receipt) return { kind: 'receipt', ...receipt }
  const phone = normalizePhone(q)
  if (MOBILE.test(phone)) return { kind: 'phone', phone }
  const plateKey = q.replace(/\s+/g, '').toLocaleUpperCase('tr')
  if (PLATE.test(plateKey)) return { kind: 'plate', plateKey: q.replace(/\s+/g, '').toLocaleUpperCase('en') }
  const id = q.toLowerCase().replace(/-+$/, '')
  if (RIDE_ID.test(id)) return { kind: 'rideId', prefix: id }
  return { kind: 'name', folded: foldName(q) }
}

/**
 * The exclusive end of the range of strings starting with `prefix` (the last character plus one):
 * `x >= prefix and x < prefixEnd(prefix)` reads one index range on both databases (byte order on
 * SQLite, C.UTF-8 on PostgreSQL), where `like 'prefix%'` would not use the index on PostgreSQL.
 */
export function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)
}
