import { useState } from 'react'
import { PROBLEM_LIST_FILTERS } from '#shared/schemas/problem-reports.ts'
import { apiPath } from '#shared/api-paths.ts'
import { formatDateTime, formatLira, formatPhone } from '#shared/format.ts'
import type { StaffProblemReport, StaffProblemReportDetail } from '#shared/schemas/problem-reports.ts'
import { TextAreaField, useFieldMessage } from '#app/components/field.tsx'
import { useDestinationText } from '#app/lib/destination-text.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { joinParts } from '#app/lib/join-parts.ts'
import { AdminTable } from '../admin-table.tsx'
import { AuditTrail } from '../audit-trail.tsx'
import { FilterForm } from '../filter-form.tsx'
import { useUrlFilters } from '../url-filters.ts'
import { RideAdjustmentsSection } from '../ride-adjustments.tsx'
import {
  useEmailText,
  useEventReasonText,
  usePaymentText,
  usePersonName,
  useRideActorText,
  useRideStatusText,
  useWeekText,
} from '../words.ts'
import { ActionMessage, BackLink, DetailLink, Details, useAction, useDetailId, useRecord } from './case-parts.tsx'

/** Problem reports: open first; a report's page with the ride's timeline beside it, answer, close. */
export function ProblemsPage() {
  const { t } = useTranslation('adminCases')
  const { t: tr } = useTranslation('accountRequests')
  const lang = useLang()
  const [id] = useDetailId()
  const personName = usePersonName()
  const [filters, setFilters] = useUrlFilters({ status: 'OPEN' })
  if (id) return <ProblemDetail id={id} />
  return (
    <>
      <h1>{t('problems.title')}</h1>
      <FilterForm
        fields={[
          {
            name: 'status',
            label: t('common.status'),
            noAny: true,
            options: Object.fromEntries(
              ['OPEN', ...PROBLEM_LIST_FILTERS.filter((s) => s !== 'OPEN')].map((s) => [
                s,
                t(`problems.statuses.${s as 'OPEN'}`),
              ]),
            ),
          },
        ]}
        values={filters}
        onApply={setFilters}
      />
      <AdminTable<StaffProblemReport>
        caption={t('problems.title')}
        path={apiPath('/admin/problem-reports')}
        csvPath={apiPath('/admin/problem-reports/export')}
        params={filters}
        columns={[
          {
            key: 'reference',
            header: t('problems.reference'),
            render: (r) => <DetailLink id={r.id}>{r.reference}</DetailLink>,
          },
          { key: 'category', header: t('problems.category'), render: (r) => tr(`categories.${r.category}`) },
          {
            key: 'reporter',
            header: t('problems.reporter'),
            render: (r) => personName(r.reporter.name, r.reporter.email) || r.reporter.id,
          },
          { key: 'created', header: t('problems.created'), render: (r) => formatDateTime(r.createdAt, lang) },
          { key: 'status', header: t('common.status'), render: (r) => t(`problems.statuses.${r.status}`) },
        ]}
      />
    </>
  )
}

function ProblemDetail({ id }: { id: string }) {
  const { t } = useTranslation('adminCases')
  const { t: ta } = useTranslation('admin')
  const paymentText = usePaymentText()
  const destination = useDestinationText()
  const { t: tr } = useTranslation('accountRequests')
  const lang = useLang()
  const statusText = useRideStatusText()
  const actorText = useRideActorText()
  const weekText = useWeekText()
  const reasonText = useEventReasonText()
  const personName = usePersonName()
  const emailText = useEmailText()
  const record = useRecord<StaffProblemReportDetail>(apiPath(`/admin/problem-reports/${encodeURIComponent(id)}`))
  const r = record.data
  return (
    <>
      <BackLink />
      <h1>
        {t('problems.title')}: {r?.reference ?? '…'}
      </h1>
      {record.isError && <p className="alert alert--error">{t('common.notFound')}</p>}
      {r && (
        <div className="case-split">
          <section className="admin-section" aria-label={r.reference}>
            <Details
              items={[
                [t('common.status'), t(`problems.statuses.${r.status}`)],
                [t('problems.category'), tr(`categories.${r.category}`)],
                [
                  t('problems.reporter'),
                  joinParts([personName(r.reporter.name, r.reporter.email), emailText(r.reporter.email)]),
                ],
                [t('problems.created'), formatDateTime(r.createdAt, lang)],
                ...(r.statementWeek ? ([[t('problems.week'), weekText(r.statementWeek)]] as [string, string][]) : []),
                [t('problems.message'), r.message || '—'],
                ...(r.answer ? ([[t('problems.currentAnswer'), r.answer]] as [string, string][]) : []),
              ]}
            />
            {r.status !== 'CLOSED' && <AnswerForm report={r} />}
          </section>
          <section className="admin-section" aria-labelledby="ride-title">
            <h2 id="ride-title">{t('problems.ride')}</h2>
            {!r.ride ? (
              <p>{t('problems.noRide')}</p>
            ) : (
              <>
                <Details
                  items={[
                    [t('common.status'), statusText(r.ride.status)],
                    [t('problems.route'), `${r.ride.pickupAddress} → ${destination(r.ride.dropoffAddress)}`],
                    [ta('rides.driver'), r.ride.driver ? personName(r.ride.driver.name) || r.ride.driver.id : '—'],
                    [ta('rides.plate'), r.ride.driver?.plate ?? '—'],
                    [ta('rides.driverPhone'), r.ride.driver?.phone ? formatPhone(r.ride.driver.phone) : '—'],
                    [ta('rides.payment'), paymentText(r.ride.paymentMethod)],
                    [t('problems.fare'), formatLira(r.ride.fareKurus, lang)],
                    [ta('rides.tolls'), formatLira(r.ride.tollsKurus, lang)],
                  ]}
                />
                <h3>{t('problems.timeline')}</h3>
                <ol className="case-timeline">
                  {r.ride.timeline.map((e, i) => (
                    <li key={i}>
                      {formatDateTime(e.at, lang)} · {e.from ? `${statusText(e.from)} → ` : ''}
                      {statusText(e.to)} · {actorText(e.actor)}
                      {e.reason ? ` · ${reasonText(e.reason)}` : ''}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        </div>
      )}
      {r?.ride && <RideAdjustmentsSection rideId={r.ride.id} problemReportId={r.id} />}
      <AuditTrail recordType="problem_report" recordId={id} />
    </>
  )
}

function AnswerForm({ report }: { report: StaffProblemReportDetail }) {
  const { t } = useTranslation('adminCases')
  const fieldMessage = useFieldMessage()
  const { busy, message, run } = useAction()
  const [answer, setAnswer] = useState('')
  const base = `/api/v1/admin/problem-reports/${encodeURIComponent(report.id)}`
  return (
    <>
      <ActionMessage message={message} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void run(`${base}/answer`, { answer }).then((ok) => ok && setAnswer(''))
        }}
      >
        <TextAreaField
          label={t('problems.answer')}
          error={fieldMessage(message?.fields?.answer)}
          textarea={{
            name: 'answer',
            rows: 4,
            value: answer,
            onChange: (e) => setAnswer(e.target.value),
            required: true,
          }}
        />
        <div className="admin-actions">
          <button type="submit" className="button" disabled={busy}>
            {t('problems.sendAnswer')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void run(`${base}/close`)}
          >
            {t('problems.close')}
          </button>
        </div>
      </form>
    </>
  )
}
