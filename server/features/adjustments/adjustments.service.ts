import { randomUUID } from 'node:crypto'
import { formatLira } from '#shared/format.ts'
import { istanbulTodayAndWeek } from '#shared/istanbul-days.ts'
import type { Lang } from '#shared/routes.ts'
import {
  DEFAULT_SUPPORT_ADJUSTMENT_LIMIT_KURUS,
  MAX_ADJUSTMENT_KURUS,
  SUPPORT_DAY_LIMIT_KURUS,
  SUPPORT_RIDE_LIMIT_KURUS,
  type NewAdjustment,
  type RideAdjustments,
} from '#shared/schemas/adjustments.ts'
import { recordStaffAction } from '#server/core/audit/staff-actions.queries.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { SessionUser } from '#server/core/session.ts'
import type { Db } from '#server/db/database.ts'
import {
  adjustmentsOfRide,
  fareCorrectionsKurus,
  findAdjustableRide,
  insertAdjustment,
  lockStaffMember,
  passengerAdjustmentsOfRides,
  passengerLedgerKurus,
  problemReportRideId,
  staffKurusSince,
  supportKurusOnRide,
  type AdjustableRide,
  type AdjustmentRow,
} from './adjustments.queries.ts'

export type AdjustmentDeps = { db: Db; now: () => Date; supportAdjustmentLimitKurus?: number }

const fail = (status: number, code: string, lang: Lang, key: string, values?: Record<string, string>) =>
  new HttpError(status, code, serverT(lang, 'admin')(`adjustments.api.${key}` as 'adjustments.api.notFound', values))

/** What the passenger was charged for a ride: a completed ride's fare and tolls, a cancelled ride's fee. */
export function chargedKurus(ride: AdjustableRide): number {
  if (ride.status === 'COMPLETED') return ride.fareKurus + ride.tollsKurus
  if (ride.status === 'CANCELLED') return ride.cancellationFeeKurus
  return 0
}

/** The most one adjustment by this staff member may be: ADMIN the hard limit, SUPPORT the configured one. */
export function callerLimitKurus(deps: AdjustmentDeps, staff: SessionUser): number {
  if (staff.userType === 'ADMIN') return MAX_ADJUSTMENT_KURUS
  return Math.min(deps.supportAdjustmentLimitKurus ?? DEFAULT_SUPPORT_ADJUSTMENT_LIMIT_KURUS, MAX_ADJUSTMENT_KURUS)
}

/**
 * SUPPORT's totals (decision 071): on one ride (every SUPPORT member's entries together) and per
 * member per Istanbul day, each at least the per-entry limit; null for ADMIN, who has none.
 */
async function supportLimitsOf(deps: AdjustmentDeps, staff: SessionUser, db: Db, rideId: string) {
  if (staff.userType === 'ADMIN') return null
  const entry = callerLimitKurus(deps, staff)
  const rideKurus = Math.max(SUPPORT_RIDE_LIMIT_KURUS, entry)
  const dayKurus = Math.max(SUPPORT_DAY_LIMIT_KURUS, rideKurus)
  const today = istanbulTodayAndWeek(deps.now()).today.toISOString()
  const onRide = await supportKurusOnRide(db, rideId)
  const onDay = await staffKurusSince(db, staff.id, today)
  return {
    rideKurus,
    rideLeftKurus: Math.max(rideKurus - onRide, 0),
    dayKurus,
    dayLeftKurus: Math.max(dayKurus - onDay, 0),
  }
}
type SupportLimits = Awaited<ReturnType<typeof supportLimitsOf>>

/** SUPPORT's ride and day totals with this entry; throws 403 naming the limit and what is left. */
function checkSupportTotals(limits: SupportLimits, amountKurus: number, lang: Lang) {
  if (!limits) return
  const lira = (kurus: number) => formatLira(kurus, lang)
  if (amountKurus > limits.rideLeftKurus)
    throw fail(403, 'ADJUSTMENT_RIDE_LIMIT', lang, 'overRideLimit', {
      limit: lira(limits.rideKurus),
      left: lira(limits.rideLeftKurus),
    })
  if (amountKurus > limits.dayLeftKurus)
    throw fail(403, 'ADJUSTMENT_DAY_LIMIT', lang, 'overDayLimit', {
      limit: lira(limits.dayKurus),
      left: lira(limits.dayLeftKurus),
    })
}

function sumOf(rows: AdjustmentRow[], kind: AdjustmentRow['kind']) {
  return rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.amountKurus, 0)
}

function toRideAdjustments(
  deps: AdjustmentDeps,
  staff: SessionUser,
  ride: AdjustableRide,
  rows: AdjustmentRow[],
  supportLimits: SupportLimits,
): RideAdjustments {
  return {
    rideId: ride.id,
    chargedKurus: chargedKurus(ride),
    refundedKurus: sumOf(rows, 'REFUND'),
    creditedKurus: sumOf(rows, 'CREDIT'),
    fareCorrectedKurus: sumOf(rows, 'FARE_CORRECTION'),
    callerLimitKurus: callerLimitKurus(deps, staff),
    supportLimits,
    items: rows.map(({ sequence: _sequence, ...row }) => row),
  }
}

async function rideOr404(db: Db, rideId: string, lang: Lang) {
  const ride = await findAdjustableRide(db, rideId)
  if (!ride) throw fail(404, 'NOT_FOUND', lang, 'notFound')
  return ride
}

/** A ride's ledger: its charge, what was refunded, credited and corrected, and each row. */
export async function listRideAdjustments(
  deps: AdjustmentDeps,
  staff: SessionUser,
  rideId: string,
  lang: Lang,
): Promise<RideAdjustments> {
  const ride = await rideOr404(deps.db, rideId, lang)
  const rows = await adjustmentsOfRide(deps.db, rideId)
  return toRideAdjustments(deps, staff, ride, rows, await supportLimitsOf(deps, staff, deps.db, rideId))
}

/** The rules of one new adjustment against the ride and its ledger so far; throws the first broken one. */
function checkAdjustment(
  deps: AdjustmentDeps,
  staff: SessionUser,
  ride: AdjustableRide,
  rows: AdjustmentRow[],
  input: NewAdjustment,
  lang: Lang,
) {
  const limit = callerLimitKurus(deps, staff)
  if (input.amountKurus > limit)
    throw fail(403, 'ADJUSTMENT_LIMIT', lang, 'overLimit', { limit: formatLira(limit, lang) })
  if (input.kind === 'REFUND') {
    const left = chargedKurus(ride) - sumOf(rows, 'REFUND')
    if (chargedKurus(ride) === 0) throw fail(409, 'NOTHING_CHARGED', lang, 'nothingCharged')
    if (input.amountKurus > left)
      throw fail(409, 'REFUND_OVER_CHARGE', lang, 'overCharge', { left: formatLira(Math.max(left, 0), lang) })
  }
  if (input.kind === 'FARE_CORRECTION') {
    if (ride.status !== 'COMPLETED' || !ride.driverId) throw fail(409, 'NOT_COMPLETED', lang, 'notCompleted')
    const left = ride.fareKurus - sumOf(rows, 'FARE_CORRECTION')
    if (input.amountKurus > left)
      throw fail(409, 'CORRECTION_OVER_FARE', lang, 'overFare', { left: formatLira(Math.max(left, 0), lang) })
  }
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(String((error as { message?: unknown })?.message ?? '')) ||
  (error as { code?: unknown })?.code === '23505'

/**
 * Records a refund, a credit or a fare correction on a ride (issue 25), audited in the same
 * transaction. The ledger is read and appended with the next `sequence`: of two staff acting at
 * once, the second's insert breaks the unique (rideId, sequence) and is answered 409, so a refund
 * can never pass the charge.
 */
export async function addAdjustment(
  deps: AdjustmentDeps,
  staff: SessionUser,
  rideId: string,
  input: NewAdjustment,
  lang: Lang,
): Promise<RideAdjustments> {
  const ride = await rideOr404(deps.db, rideId, lang)
  if (input.problemReportId) {
    const report = await problemReportRideId(deps.db, input.problemReportId)
    if (!report || report.rideId !== rideId) throw fail(400, 'REPORT_NOT_OF_RIDE', lang, 'reportNotOfRide')
  }
  const now = deps.now()
  try {
    await deps.db.transaction().execute(async (trx) => {
      // SUPPORT's totals are read under the member's lock, in this transaction: racing entries queue
      if (staff.userType !== 'ADMIN') await lockStaffMember(trx, staff.id)
      const rows = await adjustmentsOfRide(trx, rideId)
      checkAdjustment(deps, staff, ride, rows, input, lang)
      checkSupportTotals(await supportLimitsOf(deps, staff, trx, rideId), input.amountKurus, lang)
      const row = {
        id: randomUUID(),
        rideId,
        sequence: (rows.at(-1)?.sequence ?? 0) + 1,
        kind: input.kind,
        passengerId: ride.passengerId,
        driverId: ride.driverId,
        amountKurus: input.amountKurus,
        reason: input.reason,
        problemReportId: input.problemReportId ?? null,
        createdBy: staff.id,
        createdAt: now.toISOString(),
      }
      await insertAdjustment(trx, row)
      await recordStaffAction(
        trx,
        {
          actorId: staff.id,
          action: `ride.${input.kind.toLowerCase()}`,
          recordType: 'ride',
          recordId: rideId,
          after: {
            adjustmentKind: row.kind,
            amountKurus: row.amountKurus,
            reason: row.reason,
            problemReportId: row.problemReportId,
          },
        },
        now,
      )
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw fail(409, 'ADJUSTMENT_CONFLICT', lang, 'conflict')
    throw error
  }
  return listRideAdjustments(deps, staff, rideId, lang)
}

/**
 * A profile with its balance as the API answers it: the recorded `users.balanceKurus` plus the
 * passenger's refunds and credits from the ledger (decision 057), so the dashboard, the receipts
 * and the back-office agree. Other users' balances are the recorded figure alone.
 */
export async function withLedgerBalance<P extends { id: string; userType: string; balanceKurus: number }>(
  db: Db,
  profile: P,
): Promise<P> {
  if (profile.userType !== 'PASSENGER') return profile
  return { ...profile, balanceKurus: profile.balanceKurus + (await passengerLedgerKurus(db, profile.id)) }
}

/** Refunded and credited kuruş per ride, for the passenger's receipts. */
export function rideLedgerSums(db: Db, rideIds: readonly string[]) {
  return passengerAdjustmentsOfRides(db, rideIds)
}

/** The fare corrections on a driver's statement week [startIso, endIso), kuruş. */
export function weekFareCorrectionsKurus(db: Db, driverId: string, week: { startIso: string; endIso: string }) {
  return fareCorrectionsKurus(db, driverId, week.startIso, week.endIso)
}
