import type { Lang } from '#shared/routes.ts'
import type { ProblemCategory, StaffProblemReport, StaffProblemReportDetail } from '#shared/schemas/problem-reports.ts'
import type { Page } from '#shared/schemas/api-responses.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { Mailer } from '#server/core/mail/mailer.ts'
import { simpleMail } from '#server/core/mail/simple-mail.ts'
import type { Db } from '#server/db/database.ts'
import { auditCase } from '#server/core/audit/case-audit.ts'
import {
  findProblemReport,
  listReportsByStatus,
  reportersOf,
  rideWithTimeline,
  updateProblemReport,
  type ProblemReportRow,
} from './problem-reports.queries.ts'
import { problemReference, toProblemReport } from './problem-reports.service.ts'
import { jobLogger, logFailure, type ServerLogger } from '#server/core/logger.ts'

type Deps = { db: Db; mailer?: Mailer; now: () => Date; log: ServerLogger }
type Staff = { id: string; lang: Lang }
type Reporter = StaffProblemReport['reporter']

const unknownReporter = (id: string): Reporter => ({ id, name: '', email: '', userType: '' })

function toStaffReport(row: ProblemReportRow, reporter: Reporter): StaffProblemReport {
  return { ...toProblemReport(row), reporter, answeredBy: row.answeredBy }
}

export async function listStaffReports(
  db: Db,
  filter: { status: string; limit: number; cursor?: string },
): Promise<Page<StaffProblemReport>> {
  const page = await listReportsByStatus(db, filter, (row) => ({
    ...toProblemReport(row),
    reporterId: row.reporterId,
    answeredBy: row.answeredBy,
  }))
  const reporters = await reportersOf(db, [...new Set(page.items.map((r) => r.reporterId))])
  const items = page.items.map(({ reporterId, ...report }) => ({
    ...report,
    reporter: reporters.get(reporterId) ?? unknownReporter(reporterId),
  }))
  return { items, nextCursor: page.nextCursor }
}

export async function staffReport(db: Db, id: string, lang: Lang): Promise<StaffProblemReportDetail> {
  const row = await findProblemReport(db, id)
  if (!row) throw new HttpError(404, 'REPORT_NOT_FOUND', serverT(lang, 'accountRequests')('errors.reportNotFound'))
  const [reporters, ride] = await Promise.all([
    reportersOf(db, [row.reporterId]),
    row.rideId ? rideWithTimeline(db, row.rideId) : null,
  ])
  return { ...toStaffReport(row, reporters.get(row.reporterId) ?? unknownReporter(row.reporterId)), ride }
}

const closedReport = (lang: Lang) =>
  new HttpError(409, 'REPORT_CLOSED', serverT(lang, 'accountRequests')('errors.alreadyClosed'))

/** Staff answer an open (or re-answer an answered) report: saved, audited, mailed, shown on the dashboard. */
export async function answerReport(
  deps: Deps,
  staff: Staff,
  id: string,
  answer: string,
): Promise<StaffProblemReportDetail> {
  const before = await staffReport(deps.db, id, staff.lang)
  const row = await findProblemReport(deps.db, id)
  const now = deps.now()
  const at = now.toISOString()
  await deps.db.transaction().execute(async (trx) => {
    const changes = { status: 'ANSWERED', answer, answeredBy: staff.id, answeredAt: at, updatedAt: at }
    if (!(await updateProblemReport(trx, id, ['OPEN', 'ANSWERED'], changes))) throw closedReport(staff.lang)
    const was = { status: before.status, answer: before.answer }
    await auditCase(
      trx,
      {
        actorId: staff.id,
        action: 'problem_report.answer',
        recordType: 'problem_report',
        recordId: id,
        before: was,
        after: { status: 'ANSWERED', answer },
      },
      now,
    )
  })
  if (before.reporter.email && deps.mailer) {
    const lang: Lang = row?.language === 'en' ? 'en' : 'tr'
    const t = serverT(lang, 'accountRequests')
    const reference = problemReference(id)
    const category = t(`categories.${before.category as ProblemCategory}`)
    const mail = simpleMail({
      lang,
      to: before.reporter.email,
      subject: t('mail.problemAnswered.subject', { reference }),
      paragraphs: [
        t('mail.greeting', { name: before.reporter.name }),
        t('mail.problemAnswered.intro', { category }),
        answer,
        t('mail.problemAnswered.dashboard'),
        t('mail.signature'),
      ],
    })
    await deps.mailer
      .send(mail)
      .catch((error: unknown) => logFailure(jobLogger(deps.log, 'mail'), `Answer mail for ${reference} failed`, error))
  }
  return staffReport(deps.db, id, staff.lang)
}

export async function closeReport(deps: Deps, staff: Staff, id: string): Promise<StaffProblemReportDetail> {
  const before = await staffReport(deps.db, id, staff.lang)
  const now = deps.now()
  await deps.db.transaction().execute(async (trx) => {
    if (!(await updateProblemReport(trx, id, ['OPEN', 'ANSWERED'], { status: 'CLOSED', updatedAt: now.toISOString() })))
      throw closedReport(staff.lang)
    await auditCase(
      trx,
      {
        actorId: staff.id,
        action: 'problem_report.close',
        recordType: 'problem_report',
        recordId: id,
        before: { status: before.status },
        after: { status: 'CLOSED' },
      },
      now,
    )
  })
  return staffReport(deps.db, id, staff.lang)
}
