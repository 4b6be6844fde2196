import type { Lang } from '#shared/routes.ts'
import { formatDateTime } from '#shared/format.ts'
import { parseReceiptNumber, receiptNumberOf } from '#shared/receipts/receipt-number.ts'
import { istanbulDayRange } from '#shared/receipts/week.ts'
import type { Receipt } from '#shared/schemas/receipts.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { SessionUser } from '#server/core/session.ts'
import type { Db } from '#server/db/database.ts'
import { rideLedgerSums } from '#server/features/adjustments/index.ts'
import { receiptMail } from './receipt-mail.ts'
import { receiptPdf } from './receipt-pdf.ts'
import { findReceiptRide, getMailTarget, type ReceiptRide } from './receipts.queries.ts'

/** The longest range an export covers, in days. */
export const MAX_EXPORT_DAYS = 366

const notFound = (lang: Lang) => new HttpError(404, 'RECEIPT_NOT_FOUND', serverT(lang, 'receipts')('api.notFound'))

/** Receipts and exports are the passenger's: a driver or an admin gets 403. */
export function requirePassenger(user: SessionUser, lang: Lang) {
  if (user.userType !== 'PASSENGER')
    throw new HttpError(403, 'PASSENGERS_ONLY', serverT(lang, 'receipts')('api.passengersOnly'))
}

/** The receipt of a ride: a completed ride's fare and tolls, or a cancelled ride's fee alone; refunds and credits apart. */
export function toReceipt(
  ride: ReceiptRide,
  adjusted: { refundedKurus: number; creditedKurus: number } = NOT_ADJUSTED,
): Receipt {
  const isCompleted = ride.status === 'COMPLETED'
  const fareKurus = isCompleted ? ride.fareKurus : 0
  const tollsKurus = isCompleted ? ride.tollsKurus : 0
  const cancellationFeeKurus = isCompleted ? 0 : ride.cancellationFeeKurus
  return {
    receiptNumber: receiptNumberOf(ride.id, ride.createdAt),
    rideId: ride.id,
    status: isCompleted ? 'COMPLETED' : 'CANCELLED',
    createdAt: ride.createdAt,
    pickupAddress: ride.pickupAddress,
    dropoffAddress: ride.dropoffAddress,
    distanceMetres: ride.distanceMetres,
    durationSeconds: ride.durationSeconds,
    driverName: ride.driverName,
    vehiclePlate: ride.vehiclePlate,
    paymentMethod: ride.paymentMethod,
    fareKurus,
    tollsKurus,
    cancellationFeeKurus,
    totalKurus: fareKurus + tollsKurus + cancellationFeeKurus,
    refundedKurus: adjusted.refundedKurus,
    creditedKurus: adjusted.creditedKurus,
  }
}

const NOT_ADJUSTED = { refundedKurus: 0, creditedKurus: 0 }

/** Receipts of a batch of rides, each with its refunds and credits from the ledger (one query). */
export async function toReceipts(db: Db, rides: ReceiptRide[]): Promise<Receipt[]> {
  const sums = await rideLedgerSums(
    db,
    rides.map((r) => r.id),
  )
  return rides.map((ride) => toReceipt(ride, sums.get(ride.id)))
}

/** The caller's own receipt by its number; anything else (another user's, malformed, none) is 404. */
export async function getReceipt(
  deps: AppDeps,
  user: SessionUser,
  receiptNumber: string,
  lang: Lang,
): Promise<Receipt> {
  requirePassenger(user, lang)
  const parsed = parseReceiptNumber(receiptNumber)
  const day = parsed && istanbulDayRange(parsed.day)
  if (!parsed || !day) throw notFound(lang)
  const ride = await findReceiptRide(deps.db, user.id, day, parsed.idPrefix)
  if (!ride) throw notFound(lang)
  const [receipt] = await toReceipts(deps.db, [ride])
  return receipt!
}

/** A range of Istanbul days, both included, as [start of `from`, start of the day after `to`). */
export function parseDateRange(query: { from: string; to: string }, lang: Lang) {
  const from = istanbulDayRange(query.from)
  const to = istanbulDayRange(query.to)
  const days = from && to ? (Date.parse(to.endIso) - Date.parse(from.startIso)) / 86_400_000 : 0
  if (!from || !to || days < 1 || days > MAX_EXPORT_DAYS + 1) {
    const message = serverT(lang, 'receipts')('api.invalidRange')
    throw new HttpError(400, 'INVALID_RANGE', message, { from: 'invalidRange', to: 'invalidRange' })
  }
  return { startIso: from.startIso, endIso: to.endIso }
}

/** Mails the receipt as a PDF to the account's own address; answers where it went. */
export async function emailReceipt(deps: AppDeps, user: SessionUser, receiptNumber: string, lang: Lang) {
  const receipt = await getReceipt(deps, user, receiptNumber, lang)
  const target = await getMailTarget(deps.db, user.id)
  if (!target) throw notFound(lang)
  const pdf = await receiptPdf(receipt, lang, deps.now())
  if (deps.mailer) {
    const date = formatDateTime(receipt.createdAt, lang)
    await deps.mailer.send(receiptMail({ lang, to: target.email, name: target.name, receipt, date, pdf }))
  }
  return { sentTo: target.email }
}
