import { formatDate } from '#shared/format.ts'
import { istanbulDayRange, weekOfIsoName } from '#shared/receipts/week.ts'
import type { Lang } from '#shared/routes.ts'
import type { ProblemReport } from '#shared/schemas/problem-reports.ts'
import type { StaffKvkkRequest } from '#shared/schemas/kvkk-requests.ts'
import { serverT } from '#server/core/i18n.ts'
import { countFigure, istanbulDateTime, type CsvColumn } from '#server/core/exports/csv.ts'
import { toIso } from '#server/db/database.ts'

/** A statement week (`2026-W47`) as its Istanbul dates, "16.11.2026 – 22.11.2026". */
function weekText(name: string | null, lang: Lang): string {
  const week = name ? weekOfIsoName(name) : null
  if (!week) return name ?? ''
  const lastMoment = new Date(Date.parse(week.endIso) - 1).toISOString()
  return serverT(lang, 'statements')('weekRange', {
    from: formatDate(week.startIso, lang),
    to: formatDate(lastMoment, lang),
  })
}

/** An Istanbul day (`2026-12-20`) as the language writes a date. */
function dayText(day: string, lang: Lang): string {
  const range = istanbulDayRange(day)
  return range ? formatDate(range.startIso, lang) : day
}

/** The problem reports export: category and status in words (the reporter's and the back-office's catalogs). */
export function problemReportCsvColumns(lang: Lang): CsvColumn<ProblemReport>[] {
  const t = serverT(lang, 'admin')
  const cases = serverT(lang, 'adminCases')
  const categories = serverT(lang, 'accountRequests')
  return [
    { header: t('csv.reference'), value: (r) => r.reference },
    { header: t('csv.createdAt'), value: (r) => istanbulDateTime(r.createdAt, lang) },
    { header: t('csv.category'), value: (r) => categories(`categories.${r.category}`) },
    { header: t('csv.status'), value: (r) => cases(`problems.statuses.${r.status}`) },
    { header: t('csv.rideId'), value: (r) => r.rideId },
    { header: t('csv.statementWeek'), value: (r) => weekText(r.statementWeek, lang) },
    { header: t('csv.message'), value: (r) => r.message },
    { header: t('csv.answer'), value: (r) => r.answer },
  ]
}

/** The KVKK requests export: kind and status in words, Istanbul dates, the requester as they wrote it. */
export function kvkkRequestCsvColumns(lang: Lang): CsvColumn<StaffKvkkRequest>[] {
  const t = serverT(lang, 'admin')
  const cases = serverT(lang, 'adminCases')
  return [
    { header: t('csv.reference'), value: (r) => r.reference },
    { header: t('csv.kind'), value: (r) => cases(`kvkk.kinds.${r.kind}`) },
    { header: t('csv.status'), value: (r) => cases(`kvkk.statuses.${r.status}`) },
    { header: t('csv.receivedAt'), value: (r) => istanbulDateTime(r.createdAt, lang) },
    { header: t('csv.deadline'), value: (r) => dayText(r.deadline, lang) },
    { header: t('csv.daysLeft'), value: (r) => countFigure(r.daysLeft) },
    { header: t('csv.overdue'), value: (r) => t(r.overdue ? 'csv.yes' : 'csv.no') },
    { header: t('csv.email'), value: (r) => r.email },
    { header: t('csv.requester'), value: (r) => [r.firstName, r.lastName].filter(Boolean).join(' ') },
    { header: t('csv.reason'), value: (r) => r.reason },
    { header: t('csv.answer'), value: (r) => r.statusReason },
  ]
}

/** A driver of the verification queue, as its page reads it. */
export type VerificationRow = {
  userId: string
  name: string
  vehiclePlate: string | null
  verificationStatus: string
  verificationChangedAt: string | Date | null
  createdAt: string | Date
}

/** The driver verification export: status in words, the date of the status in Istanbul time. */
export function verificationCsvColumns(lang: Lang): CsvColumn<VerificationRow>[] {
  const t = serverT(lang, 'admin')
  const cases = serverT(lang, 'adminCases')
  return [
    { header: t('csv.driverId'), value: (r) => r.userId },
    { header: t('csv.name'), value: (r) => r.name },
    { header: t('csv.vehiclePlate'), value: (r) => r.vehiclePlate },
    { header: t('csv.status'), value: (r) => cases(`drivers.statuses.${r.verificationStatus as 'PENDING'}`) },
    {
      header: t('csv.since'),
      value: (r) => istanbulDateTime(toIso(r.verificationChangedAt ?? r.createdAt), lang),
    },
  ]
}
