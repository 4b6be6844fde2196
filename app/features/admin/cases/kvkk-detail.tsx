import { useState } from 'react'
import { Link } from 'react-router'
import { apiPath } from '#shared/api-paths.ts'
import { formatDate, formatDateTime } from '#shared/format.ts'
import { adminPath } from '#shared/routes.ts'
import type { StaffKvkkRequestDetail } from '#shared/schemas/kvkk-requests.ts'
import { TextAreaField, useFieldMessage } from '#app/components/field.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AuditTrail } from '../audit-trail.tsx'
import { usePersonName } from '../words.ts'
import { ActionMessage, BackLink, Details, dayText, RejectForm, useAction, useRecord } from './case-parts.tsx'
import type { StaffKvkkRequest } from '#shared/schemas/kvkk-requests.ts'

/** One KVKK request: who asked, which account it matches, whether the requester is verified, and the answers open to staff. */
export function KvkkDetail({ id }: { id: string }) {
  const { t } = useTranslation('adminCases')
  const lang = useLang()
  const record = useRecord<StaffKvkkRequestDetail>(apiPath(`/admin/kvkk-requests/${encodeURIComponent(id)}`))
  const r = record.data
  return (
    <>
      <BackLink />
      <h1>
        {t('kvkk.title')}: {r?.reference ?? '…'}
      </h1>
      {record.isError && <p className="alert alert--error">{t('common.notFound')}</p>}
      {r && (
        <section className="admin-section" aria-label={r.reference}>
          <Details
            items={[
              [t('kvkk.kind'), t(`kvkk.kinds.${r.kind}`)],
              [t('common.status'), t(`kvkk.statuses.${r.status}`)],
              [t('kvkk.requester'), `${r.firstName} ${r.lastName}`.trim() || '—'],
              [t('kvkk.email'), r.email || '—'],
              [t('kvkk.account'), <AccountMatch key="account" request={r} />],
              [t('kvkk.verification'), <VerificationText key="verification" request={r} />],
              [t('kvkk.received'), formatDate(r.createdAt, lang)],
              [
                t('kvkk.deadline'),
                <>
                  {dayText(r.deadline, lang)} <Countdown request={r} />
                </>,
              ],
              [t('kvkk.reason'), r.reason || '—'],
              [t('kvkk.statusReason'), r.statusReason ?? '—'],
              [
                t('kvkk.language'),
                r.language === 'en' || r.language === 'tr' ? t(`common.languages.${r.language}`) : '—',
              ],
            ]}
          />
          {(r.status === 'RECEIVED' || r.status === 'IN_PROGRESS') && <KvkkActions request={r} />}
        </section>
      )}
      <AuditTrail recordType="kvkk_request" recordId={id} />
    </>
  )
}

function AccountMatch({ request }: { request: StaffKvkkRequestDetail }) {
  const { t } = useTranslation('adminCases')
  const lang = useLang()
  const personName = usePersonName()
  const account = request.account
  if (!account) return <strong>{t('kvkk.noAccount')}</strong>
  return (
    <>
      <Link to={adminPath('user', lang, { userId: account.id })}>{personName(account.name, account.email)}</Link>
      {account.isActive ? '' : ` (${t('kvkk.accountDeactivated')})`}
    </>
  )
}

function VerificationText({ request }: { request: StaffKvkkRequestDetail }) {
  const { t } = useTranslation('adminCases')
  const lang = useLang()
  const v = request.verification
  if (!v) return <>{t('kvkk.notVerified')}</>
  const values = { date: formatDateTime(v.at, lang), name: request.verifiedByName ?? '—', note: v.note ?? '' }
  return <>{t(`kvkk.verifiedBy.${v.method}`, values)}</>
}

/** Start → (verify) → complete or "no data held"; reject at any open step. Only what the rules allow is offered. */
function KvkkActions({ request }: { request: StaffKvkkRequestDetail }) {
  const { t } = useTranslation('adminCases')
  const { busy, message, run } = useAction()
  const [confirming, setConfirming] = useState(false)
  const base = `/api/v1/admin/kvkk-requests/${encodeURIComponent(request.id)}`
  const inProgress = request.status === 'IN_PROGRESS'
  const canComplete = inProgress && request.account !== null && request.verification !== null
  return (
    <>
      <ActionMessage message={message} />
      {!inProgress && <p>{t('kvkk.startFirst')}</p>}
      {inProgress && !request.account && <p>{t('kvkk.noDataHint')}</p>}
      {inProgress && request.account && !request.verification && <p>{t('kvkk.needsVerification')}</p>}
      <div className="admin-actions">
        {request.status === 'RECEIVED' && (
          <button type="button" className="button" disabled={busy} onClick={() => void run(`${base}/start`)}>
            {t('kvkk.start')}
          </button>
        )}
        {canComplete && !confirming && (
          <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)}>
            {t('kvkk.complete')}
          </button>
        )}
        {inProgress && !request.account && (
          <button type="button" className="button" disabled={busy} onClick={() => void run(`${base}/no-data`)}>
            {t('kvkk.noData')}
          </button>
        )}
        {!request.verification && request.email && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void run(`${base}/send-verification-link`)}
          >
            {t('kvkk.sendLink')}
          </button>
        )}
      </div>
      {confirming && (
        <div className="alert alert--error" role="group" aria-label={t('kvkk.complete')}>
          <p>{t('kvkk.completeWarning')}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(`${base}/complete`).then(() => setConfirming(false))}
          >
            {t('kvkk.confirmComplete')}
          </button>
        </div>
      )}
      {!request.verification && (
        <VerifyForm
          busy={busy}
          error={message?.fields?.note}
          onVerify={(note) => void run(`${base}/verify`, { note })}
        />
      )}
      <RejectForm
        label={t('kvkk.rejectReason')}
        submitLabel={t('kvkk.reject')}
        rows={3}
        busy={busy}
        reasonError={message?.fields?.reason}
        onReject={(reason) => void run(`${base}/reject`, { reason })}
      />
    </>
  )
}

function VerifyForm(props: { busy: boolean; error?: string; onVerify: (note: string) => void }) {
  const { t } = useTranslation('adminCases')
  const fieldMessage = useFieldMessage()
  const [note, setNote] = useState('')
  return (
    <form
      noValidate
      aria-labelledby="kvkk-verify-title"
      onSubmit={(e) => {
        e.preventDefault()
        props.onVerify(note)
      }}
    >
      <h2 id="kvkk-verify-title">{t('kvkk.verifyTitle')}</h2>
      <TextAreaField
        label={t('kvkk.verifyNote')}
        hint={t('kvkk.verifyNoteHint')}
        error={fieldMessage(props.error)}
        textarea={{ name: 'note', rows: 2, value: note, onChange: (e) => setNote(e.target.value), required: true }}
      />
      <button type="submit" className="button button--secondary" disabled={props.busy}>
        {t('kvkk.verifySubmit')}
      </button>
    </form>
  )
}

/** The 30-day countdown in Istanbul days; an overdue request stands out. */
export function Countdown({ request }: { request: StaffKvkkRequest }) {
  const { t } = useTranslation('adminCases')
  if (request.status === 'COMPLETED' || request.status === 'REJECTED') return null
  if (request.overdue)
    return <strong className="case-overdue">⚠ {t('kvkk.overdue', { count: -request.daysLeft })}</strong>
  return (
    <span className={request.daysLeft <= 7 ? 'case-soon' : undefined}>
      {request.daysLeft === 0 ? t('kvkk.lastDay') : t('kvkk.daysLeft', { count: request.daysLeft })}
    </span>
  )
}
