import { randomBytes } from 'node:crypto'
import type { Db } from '#server/db/database.ts'

/** What one staff action changed. `before`/`after`: plain JSON values (the record's changed fields). */
export type NewStaffAction = {
  actorId: string
  /** A verb phrase in snake case: `user.deactivate`, `driver.approve`, `kvkk.complete`. */
  action: string
  /** The record's kind: `user`, `ride`, `driver_document`, `kvkk_request`… */
  recordType: string
  recordId: string
  before?: unknown
  after?: unknown
}

/**
 * Append one entry to the audit log (issue 14). Pass the transaction the change itself runs in, so
 * the change and its entry are saved together or not at all. There is no update or delete: the
 * table refuses both (a trigger, migration 007).
 */
export async function recordStaffAction(db: Db, entry: NewStaffAction, now: Date = new Date()): Promise<string> {
  const id = timeOrderedId()
  await db
    .insertInto('staff_actions')
    .values({
      id,
      actorId: entry.actorId,
      action: entry.action,
      recordType: entry.recordType,
      recordId: entry.recordId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      createdAt: now.toISOString(),
    })
    .execute()
  return id
}

let sequence = 0

/**
 * A UUIDv7-like id: wall-clock milliseconds, then a per-process sequence, then randomness. Entries
 * of one instant (the app's clock can stand still in tests and demos) keep their order in the
 * (createdAt desc, id desc) keyset.
 */
function timeOrderedId(): string {
  sequence = (sequence + 1) % 0x10000
  const hex =
    Date.now().toString(16).padStart(12, '0') + sequence.toString(16).padStart(4, '0') + randomBytes(8).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
