import { randomUUID } from 'node:crypto'
import type { Lang } from '#shared/routes.ts'
import type { ProblemCategory, ProblemReport, ProblemStatus } from '#shared/schemas/problem-reports.ts'
import type { Page } from '#shared/schemas/api-responses.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import { toIso, type Db } from '#server/db/database.ts'
import { raiseRideAlert } from '#server/features/ride-lifecycle/index.ts'
import {
  countOpenReports,
  findProblemReport,
  insertProblemReport,
  listReportsOf,
  rideParties,
  type ProblemReportRow,
} from './problem-reports.queries.ts'

export type NewReportInput = {
  reporterId: string
  /** The reporter's type: only a driver may report a ride missing from a statement. */
  reporterType: string
  category: ProblemCategory
  message: string
  rideId?: string | null
  statementWeek?: string | null
}

/** Short reference people can quote: the id's first 8 characters, upper-case. */
export const problemReference = (id: string) => `PR-${id.slice(0, 8).toUpperCase()}`

export function toProblemReport(row: ProblemReportRow): ProblemReport {
  return {
    id: row.id,
    reference: problemReference(row.id),
    rideId: row.rideId,
    category: row.category as ProblemCategory,
    message: row.message,
    statementWeek: row.statementWeek,
    status: row.status as ProblemStatus,
    answer: row.answer,
    answeredAt: toIso(row.answeredAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  }
}

const refuse = (
  lang: Lang,
  status: number,
  code: string,
  key: 'rideNotYours' | 'weekOnlyForStatement' | 'statementOnlyForDrivers',
) => new HttpError(status, code, serverT(lang, 'accountRequests')(`errors.${key}`))

/**
 * Records a problem report as OPEN. A ride must be one of the reporter's own (as passenger or
 * driver): anybody else's is answered as not found, so ids cannot be probed. A statement week goes
 * only with `missing_from_statement`, which only drivers may send (issue 15).
 */
export async function createProblemReport(
  db: Db,
  input: NewReportInput,
  now: Date,
  lang: Lang = 'tr',
): Promise<ProblemReport> {
  const isStatement = input.category === 'missing_from_statement'
  if (input.statementWeek && !isStatement) throw refuse(lang, 400, 'WEEK_ONLY_FOR_STATEMENT', 'weekOnlyForStatement')
  if (isStatement && input.reporterType.toUpperCase() !== 'DRIVER')
    throw refuse(lang, 403, 'STATEMENT_ONLY_FOR_DRIVERS', 'statementOnlyForDrivers')
  const parties = input.rideId ? await rideParties(db, input.rideId) : undefined
  if (input.rideId) {
    if (!parties || (parties.passengerId !== input.reporterId && parties.driverId !== input.reporterId))
      throw refuse(lang, 404, 'RIDE_NOT_FOUND', 'rideNotYours')
  }
  const at = now.toISOString()
  const row = {
    id: randomUUID(),
    reporterId: input.reporterId,
    rideId: input.rideId ?? null,
    category: input.category,
    message: input.message,
    statementWeek: input.statementWeek ?? null,
    language: lang,
    status: 'OPEN',
    createdAt: at,
    updatedAt: at,
  }
  await insertProblemReport(db, row)
  if (parties?.status === 'IN_PROGRESS') {
    // a problem with a ride under way is for operations now, not only for the support queue (issue 25)
    await raiseRideAlert(db, { rideId: input.rideId!, kind: 'PROBLEM_DURING_RIDE', driverId: parties.driverId, at })
  }
  return toProblemReport({ ...row, answer: null, answeredBy: null, answeredAt: null })
}

export function listMyProblemReports(
  db: Db,
  filter: { reporterId: string; status?: ProblemStatus; limit: number; cursor?: string },
): Promise<Page<ProblemReport>> {
  return listReportsOf(db, filter, toProblemReport)
}

/** One report, only to its reporter (anybody else: undefined). */
export async function getMyProblemReport(db: Db, reporterId: string, id: string): Promise<ProblemReport | undefined> {
  const row = await findProblemReport(db, id)
  return row && row.reporterId === reporterId ? toProblemReport(row) : undefined
}

/** For the staff overview: open reports and since when the oldest one waits. */
export async function openProblemReportsFigure(db: Db): Promise<{ open: number; oldestCreatedAt: string | null }> {
  const { open, oldestCreatedAt } = await countOpenReports(db)
  return { open, oldestCreatedAt: oldestCreatedAt ? toIso(oldestCreatedAt) : null }
}

/** Offered to other features (through this feature's index.ts): the owner answers, its queries stay its own. */
export { reportsOfStatus } from './problem-reports.queries.ts'
