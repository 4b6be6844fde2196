import type { Db } from '#server/db/database.ts'
import { recordStaffAction } from '#server/core/audit/staff-actions.queries.ts'

/** One staff action on a case (verification, KVKK request, problem report): who, what, which record, before/after. */
export type CaseAction = {
  actorId: string
  /** `<recordType>.<verb>`: `driver.approve`, `kvkk_request.complete`, `problem_report.answer`. */
  action: string
  recordType: 'driver' | 'driver_document' | 'kvkk_request' | 'problem_report'
  recordId: string
  before: unknown
  after: unknown
}

/** Appends a staff action to the audit log (the foundation's `staff_actions`) inside the caller's transaction. */
export async function auditCase(trx: Db, entry: CaseAction, now: Date): Promise<void> {
  await recordStaffAction(trx, entry, now)
}
