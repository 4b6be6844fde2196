import { istanbulDay } from './week.ts'

/**
 * Receipt numbers (issue 15, decision 029): `DRK-<Istanbul yyyymmdd of the ride>-<first 8 hex of
 * the ride id>`, e.g. `DRK-20261122-3F2A9C1B`. Deterministic, so nothing is stored; the server
 * looks a number up only among the caller's own rides, so another user's number is a 404 like one
 * that does not exist.
 */
const RECEIPT_NUMBER = /^DRK-(\d{4})(\d{2})(\d{2})-([0-9A-F]{8})$/

export function receiptNumberOf(rideId: string, createdAtIso: string): string {
  const day = istanbulDay(createdAtIso).replaceAll('-', '')
  return `DRK-${day}-${rideId.replaceAll('-', '').slice(0, 8).toUpperCase()}`
}

/** The Istanbul day and id prefix a receipt number names; null when it is not one. */
export function parseReceiptNumber(text: string): { day: string; idPrefix: string } | null {
  const match = RECEIPT_NUMBER.exec(text.trim().toUpperCase())
  if (!match) return null
  return { day: `${match[1]}-${match[2]}-${match[3]}`, idPrefix: match[4]!.toLowerCase() }
}

/** A ride has a receipt when it was completed, or cancelled with a fee (the receipt is for the fee). */
export function hasReceipt(ride: { status: string; cancellationFeeKurus?: number }): boolean {
  return ride.status === 'COMPLETED' || (ride.status === 'CANCELLED' && (ride.cancellationFeeKurus ?? 0) > 0)
}
