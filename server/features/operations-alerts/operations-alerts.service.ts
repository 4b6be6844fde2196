import type { Lang } from '#shared/routes.ts'
import type {
  Alert,
  AlertKind,
  AlertList,
  AlertPage,
  AlertResolution,
  AlertStatus,
} from '#shared/schemas/operations-alerts.ts'
import { recordStaffAction } from '#server/core/audit/staff-actions.queries.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import { toIso, type Db } from '#server/db/database.ts'
import {
  alertRides,
  countOpenAlerts,
  getAlert,
  listAlerts,
  staffNames,
  updateAlert,
  type AlertRow,
} from './operations-alerts.queries.ts'

const iso = (value: string | Date | null) => (value === null ? null : toIso(value)!)

async function toAlerts(db: Db, rows: AlertRow[]): Promise<Alert[]> {
  const names = await staffNames(
    db,
    rows.flatMap((r) => [r.takenBy, r.closedBy]).filter((id): id is string => Boolean(id)),
  )
  const rides = await alertRides(
    db,
    rows.map((r) => r.rideId),
  )
  const staff = (id: string | null) => (id ? { id, name: names.get(id) ?? null } : null)
  return rows.map((r) => ({
    rideId: r.rideId,
    kind: r.kind as AlertKind,
    driverId: r.driverId,
    raisedAt: toIso(r.raisedAt)!,
    status: r.status as AlertStatus,
    takenBy: staff(r.takenBy),
    takenAt: iso(r.takenAt),
    answer: r.answer,
    answeredAt: iso(r.answeredAt),
    closedBy: staff(r.closedBy),
    closedAt: iso(r.closedAt),
    resolution: (r.resolution as AlertResolution | null) ?? null,
    ride: rides.get(r.rideId) ?? null,
  }))
}

/** One list of the queue, with its total and the open and taken counts; `takenBy: 'me'` is the asking staff member's own. */
export async function alertQueue(
  db: Db,
  staffId: string,
  query: { status: AlertList; takenBy?: 'me'; limit: number; cursor?: string },
): Promise<AlertPage> {
  const page = await listAlerts(db, { ...query, takenBy: query.takenBy === 'me' ? staffId : undefined })
  return { items: await toAlerts(db, page.rows), nextCursor: page.nextCursor, total: page.total, counts: page.counts }
}

export const alertCounts = countOpenAlerts

type Staff = { id: string; lang: Lang }
type Key = { rideId: string; kind: AlertKind }

function refusal(lang: Lang, status: number, code: string, key: 'notFound' | 'notOpen' | 'notTaken' | 'closed') {
  return new HttpError(status, code, serverT(lang, 'admin')(`alerts.errors.${key}`))
}

/** One step of the queue (take, answer, close): a conditional update and its audit entry in one transaction. */
async function step(
  deps: { db: Db; now: () => Date },
  staff: Staff,
  key: Key,
  change: { action: string; from: AlertStatus[]; set: Parameters<typeof updateAlert>[3]; after: unknown },
  refuse: (row: AlertRow) => HttpError,
): Promise<Alert> {
  const now = deps.now()
  const done = await deps.db.transaction().execute(async (trx) => {
    if (!(await updateAlert(trx, key, change.from, change.set))) return false
    await recordStaffAction(
      trx,
      {
        actorId: staff.id,
        action: change.action,
        recordType: 'ride_alert',
        recordId: `${key.rideId}:${key.kind}`,
        after: change.after,
      },
      now,
    )
    return true
  })
  const row = await getAlert(deps.db, key.rideId, key.kind)
  if (!row) throw refusal(staff.lang, 404, 'ALERT_NOT_FOUND', 'notFound')
  if (!done) throw refuse(row)
  return (await toAlerts(deps.db, [row]))[0]!
}

/** A staff member takes an open alert (two at once: one wins, the other is told it is taken). */
export function takeAlert(deps: { db: Db; now: () => Date }, staff: Staff, key: Key): Promise<Alert> {
  const at = deps.now().toISOString()
  return step(
    deps,
    staff,
    key,
    { action: 'ride_alert.take', from: ['OPEN'], set: { status: 'TAKEN', takenBy: staff.id, takenAt: at }, after: {} },
    () => refusal(staff.lang, 409, 'ALERT_NOT_OPEN', 'notOpen'),
  )
}

/** The answer to a taken alert: what was done (it may be written again until the alert is closed). */
export function answerAlert(deps: { db: Db; now: () => Date }, staff: Staff, key: Key, answer: string) {
  const at = deps.now().toISOString()
  return step(
    deps,
    staff,
    key,
    { action: 'ride_alert.answer', from: ['TAKEN'], set: { answer, answeredAt: at }, after: { answer } },
    (row) =>
      row.status === 'CLOSED'
        ? refusal(staff.lang, 409, 'ALERT_CLOSED', 'closed')
        : refusal(staff.lang, 409, 'ALERT_NOT_TAKEN', 'notTaken'),
  )
}

/** Close an open or taken alert, with an optional note for the audit log. */
export function closeAlert(deps: { db: Db; now: () => Date }, staff: Staff, key: Key, note?: string) {
  const at = deps.now().toISOString()
  return step(
    deps,
    staff,
    key,
    {
      action: 'ride_alert.close',
      from: ['OPEN', 'TAKEN'],
      set: { status: 'CLOSED', closedBy: staff.id, closedAt: at },
      after: note ? { note } : {},
    },
    () => refusal(staff.lang, 409, 'ALERT_CLOSED', 'closed'),
  )
}

/** Offered to other features (through this feature's index.ts): the owner answers, its queries stay its own. */
export { countOpenAlerts } from './operations-alerts.queries.ts'
