import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type RefObject } from 'react'
import { apiPath } from '#shared/api-paths.ts'
import type { ScannedDocument, StaffDriver } from '#shared/schemas/driver-verification.ts'
import { TextAreaField, useFieldMessage } from '#app/components/field.tsx'
import { DocumentForm } from '#app/components/document-form.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AuditTrail } from '../audit-trail.tsx'
import { ActionMessage, BackLink, Details, dayText, useAction, useRecord } from './case-parts.tsx'

/**
 * A driver's page for staff (issues 14 and 25): status, phone, licence and vehicle, the documents
 * with links to their scans, the decision (a reason and a confirmation), a document to send, the trail.
 */
export function DriverDetail({ id }: { id: string }) {
  const { t } = useTranslation('adminCases')
  const lang = useLang()
  const queryClient = useQueryClient()
  const record = useRecord<StaffDriver>(apiPath(`/admin/drivers/${encodeURIComponent(id)}/verification`))
  const d = record.data
  const licence = d?.documents.find((doc) => doc.kind === 'DRIVING_LICENCE')
  return (
    <>
      <BackLink />
      <h1>{d?.name ?? t('drivers.title')}</h1>
      {record.isError && <p className="alert alert--error">{t('common.notFound')}</p>}
      {d && (
        <section className="admin-section" aria-label={d.name}>
          {d.suspended && <p className="alert alert--error">{t('drivers.suspended')}</p>}
          <Details
            items={[
              [t('common.status'), t(`drivers.statuses.${d.status}`)],
              ...(d.reason ? ([[t('drivers.rejectReason'), d.reason]] as [string, string][]) : []),
              [t('drivers.phone'), d.phone ? <a href={`tel:${d.phone.replace(/\s/g, '')}`}>{d.phone}</a> : '—'],
              [t('drivers.email'), d.email],
              [
                t('drivers.licence'),
                licence ? `${licence.number} · ${dayText(licence.expiresOn, lang)}` : (d.licenseNumber ?? '—'),
              ],
              [t('drivers.vehicle'), [d.vehiclePlate, d.vehicle].filter(Boolean).join(' · ') || '—'],
            ]}
          />
          <h2>{t('drivers.documentsTitle')}</h2>
          {d.documents.length === 0 ? <p>{t('drivers.noDocuments')}</p> : <DocumentsTable documents={d.documents} />}
          <Decision driver={d} />
          <DocumentForm
            basePath={(kind) => `/api/v1/admin/drivers/${encodeURIComponent(d.driverId)}/documents/${kind}`}
            onSaved={() => queryClient.invalidateQueries({ queryKey: ['admin'] })}
            byStaff
          />
        </section>
      )}
      <AuditTrail recordType="driver" recordId={id} />
    </>
  )
}

const SCAN_TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
}

function sizeText(bytes: number, lang: 'tr' | 'en') {
  const kb = bytes / 1024
  const number = new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 1 })
  return kb < 1024 ? `${number.format(Math.max(1, Math.round(kb)))} KB` : `${number.format(kb / 1024)} MB`
}

/** The driver's documents with their dates and a link that opens each scan (served to staff only, never cached). */
function DocumentsTable({ documents }: { documents: ScannedDocument[] }) {
  const { t } = useTranslation('adminCases')
  const lang = useLang()
  const scanText = (scan: NonNullable<ScannedDocument['scan']>) =>
    t('drivers.openScan', {
      type: SCAN_TYPE_NAMES[scan.contentType] ?? scan.contentType,
      size: sizeText(scan.bytes, lang),
    })
  return (
    <div className="admin-table">
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={t('drivers.documentsTitle')}>
        <table>
          <caption className="visually-hidden">{t('drivers.documentsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('drivers.document')}</th>
              <th scope="col">{t('drivers.number')}</th>
              <th scope="col">{t('drivers.issuedOn')}</th>
              <th scope="col">{t('drivers.expiresOn')}</th>
              <th scope="col">{t('drivers.daysLeft')}</th>
              <th scope="col">{t('drivers.scan')}</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((doc) => (
              <tr key={doc.kind}>
                <th scope="row">{t(`drivers.kinds.${doc.kind}`)}</th>
                <td>{doc.number}</td>
                <td>{dayText(doc.issuedOn, lang)}</td>
                <td>{dayText(doc.expiresOn, lang)}</td>
                <td className={doc.daysLeft <= 7 ? 'case-overdue' : undefined}>{doc.daysLeft}</td>
                <td>
                  {doc.scan ? (
                    <a
                      href={doc.scan.url}
                      target="_blank"
                      rel="noopener"
                      aria-label={`${scanText(doc.scan)}: ${t(`drivers.kinds.${doc.kind}`)}`}
                    >
                      {scanText(doc.scan)}
                    </a>
                  ) : (
                    t('drivers.noScan')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/**
 * Whether staff have something to decide (issue 30): a driver waiting for verification, or a
 * document (new or renewed) waiting for review. Otherwise the decision is made and its form is gone.
 */
export function awaitsDecision(driver: Pick<StaffDriver, 'status' | 'documents'>): boolean {
  return driver.status === 'PENDING' || driver.documents.some((doc) => doc.status === 'PENDING')
}

/**
 * Approve or reject (issue 25): a reason is required for both, and the decision is confirmed in a
 * dialog that repeats it before anything is sent. Once decided, the form gives way to the decision.
 */
export function Decision({ driver }: { driver: StaffDriver }) {
  const { t } = useTranslation('adminCases')
  const fieldMessage = useFieldMessage()
  const { busy, message, run } = useAction()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | undefined>()
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const base = `/api/v1/admin/drivers/${encodeURIComponent(driver.driverId)}`
  const ask = (decision: 'approve' | 'reject') => {
    if (!reason.trim()) {
      setReasonError('reasonRequired')
      reasonRef.current?.focus()
      return
    }
    setReasonError(undefined)
    setPending(decision)
    dialogRef.current?.showModal()
  }
  const close = () => dialogRef.current?.close()
  const confirm = async () => {
    const decision = pending
    close()
    if (decision && (await run(`${base}/${decision}`, { reason: reason.trim() }))) setReason('')
  }
  const error = reasonError ?? message?.fields?.reason
  const open = awaitsDecision(driver)
  return (
    <section className="driver-decision" aria-labelledby="driver-decision-title">
      <h2 id="driver-decision-title">{t('drivers.decisionTitle')}</h2>
      <ActionMessage message={message} />
      {open && driver.status !== 'PENDING' && <p>{t('drivers.awaitsReview')}</p>}
      {!open && <p>{t('drivers.decided', { status: t(`drivers.statuses.${driver.status}`) })}</p>}
      {open && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            ask('reject')
          }}
        >
          <TextAreaField
            label={t('drivers.decisionReason')}
            hint={t('drivers.decisionHint')}
            error={fieldMessage(error)}
            textarea={{
              name: 'reason',
              rows: 2,
              value: reason,
              ref: reasonRef,
              maxLength: 1000,
              onChange: (e) => setReason(e.target.value),
              required: true,
            }}
          />
          <div className="admin-actions">
            <button type="button" className="button" disabled={busy} onClick={() => ask('approve')}>
              {t('drivers.approve')}
            </button>
            <button type="submit" className="button button--secondary" disabled={busy}>
              {t('drivers.reject')}
            </button>
          </div>
        </form>
      )}
      <ConfirmDecision
        dialogRef={dialogRef}
        pending={pending}
        name={driver.name}
        reason={reason.trim()}
        onConfirm={() => void confirm()}
        onCancel={close}
        onClose={() => setPending(null)}
      />
    </section>
  )
}

/** The modal that repeats the decision and its reason; Escape or "Cancel" sends nothing. */
function ConfirmDecision(props: {
  dialogRef: RefObject<HTMLDialogElement | null>
  pending: 'approve' | 'reject' | null
  name: string
  reason: string
  onConfirm: () => void
  onCancel: () => void
  onClose: () => void
}) {
  const { t } = useTranslation('adminCases')
  const reject = props.pending === 'reject'
  return (
    <dialog
      ref={props.dialogRef}
      className="confirm-dialog"
      aria-labelledby="driver-decision-confirm"
      onClose={props.onClose}
    >
      <h2 id="driver-decision-confirm">
        {reject ? t('drivers.confirmReject', { name: props.name }) : t('drivers.confirmApprove', { name: props.name })}
      </h2>
      <p>{t('drivers.confirmReason', { reason: props.reason })}</p>
      <div className="admin-actions">
        <button type="button" className="button" onClick={props.onConfirm}>
          {reject ? t('drivers.confirmYesReject') : t('drivers.confirmYesApprove')}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t('drivers.cancel')}
        </button>
      </div>
    </dialog>
  )
}
