import { durationMinutes, formatDateTime, formatKm } from '../format.ts'
import type { Lang } from '../routes.ts'
import { PAYMENT_METHODS } from '../schemas/rides-api.ts'
import type { Receipt } from '../schemas/receipts.ts'

/**
 * The money lines of a receipt, in order, for the page, the PDF and the CSV alike (so all three
 * show the same figures): a completed ride's fare and tolls (and a fee if it had one), or a
 * cancelled ride's fee alone; the total is their sum.
 */
export type ReceiptLineKey = 'fare' | 'tolls' | 'cancellationFee'

export function receiptLines(r: {
  status: string
  fareKurus: number
  tollsKurus: number
  cancellationFeeKurus: number
}): { key: ReceiptLineKey; kurus: number }[] {
  if (r.status !== 'COMPLETED') return [{ key: 'cancellationFee', kurus: r.cancellationFeeKurus }]
  const lines: { key: ReceiptLineKey; kurus: number }[] = [
    { key: 'fare', kurus: r.fareKurus },
    { key: 'tolls', kurus: r.tollsKurus },
  ]
  if (r.cancellationFeeKurus > 0) lines.push({ key: 'cancellationFee', kurus: r.cancellationFeeKurus })
  return lines
}

/**
 * What happened after the charge (issue 25, decision 057), under the total on the page and the
 * PDF alike: a refund (negative) and what the ride cost after it, and a credit to the balance.
 * None when there was neither.
 */
export type ReceiptAdjustmentKey = 'refunded' | 'paidAfterRefunds' | 'credited'

export function receiptAdjustmentLines(r: {
  totalKurus: number
  refundedKurus: number
  creditedKurus: number
}): { key: ReceiptAdjustmentKey; kurus: number }[] {
  const lines: { key: ReceiptAdjustmentKey; kurus: number }[] = []
  if (r.refundedKurus > 0)
    lines.push(
      { key: 'refunded', kurus: -r.refundedKurus },
      { key: 'paidAfterRefunds', kurus: r.totalKurus - r.refundedKurus },
    )
  if (r.creditedKurus > 0) lines.push({ key: 'credited', kurus: r.creditedKurus })
  return lines
}

/** The labels of a receipt's detail lines (keys of the receipts catalog). */
export type ReceiptDetailKey =
  'date' | 'pickup' | 'dropoff' | 'distance' | 'duration' | 'driver' | 'plate' | 'paymentMethod'

/** The receipts catalog's words a detail line needs: labels, value templates, payment methods. */
export type ReceiptDetailsT = (
  key:
    | ReceiptDetailKey
    | 'distanceValue'
    | 'durationValue'
    | 'notRecorded'
    | `paymentMethods.${(typeof PAYMENT_METHODS)[number]}`,
  values?: { km?: string; minutes?: number },
) => string

/**
 * The detail lines of a receipt, label and value, in order, for the page and the PDF alike: the
 * Istanbul date and time, the route, distance, duration, driver, plate and payment method.
 * `noDestination` (the common catalog's word) stands where the passenger gave no destination.
 */
export function receiptDetails(
  receipt: Receipt,
  lang: Lang,
  t: ReceiptDetailsT,
  noDestination: string,
): [string, string][] {
  const method = receipt.paymentMethod
  const isKnownMethod = (PAYMENT_METHODS as readonly (string | null)[]).includes(method)
  return [
    [t('date'), formatDateTime(receipt.createdAt, lang)],
    [t('pickup'), receipt.pickupAddress],
    [t('dropoff'), receipt.dropoffAddress ?? noDestination],
    [t('distance'), t('distanceValue', { km: formatKm(receipt.distanceMetres, lang) })],
    [t('duration'), t('durationValue', { minutes: durationMinutes(receipt.durationSeconds) })],
    [t('driver'), receipt.driverName ?? t('notRecorded')],
    [t('plate'), receipt.vehiclePlate ?? t('notRecorded')],
    [
      t('paymentMethod'),
      // a method outside the list is the record's own text, not a code we could name
      isKnownMethod ? t(`paymentMethods.${method as (typeof PAYMENT_METHODS)[number]}`) : (method ?? t('notRecorded')),
    ],
  ]
}
