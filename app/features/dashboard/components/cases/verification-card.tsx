import { useQueryClient } from '@tanstack/react-query'
import type { DriverDocument } from '#shared/schemas/driver-verification.ts'
import { capitalizeFirst, formatDate } from '#shared/format.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { Badge } from '../status-badge.tsx'
import { DocumentForm } from '#app/components/document-form.tsx'
import { useMyVerification } from './cases-api.ts'
import { DocumentsList } from './documents-list.tsx'

const dayText = (day: string, lang: 'tr' | 'en') => formatDate(`${day}T12:00:00Z`, lang)

/** Spec §2 driver verification: Verified / Pending / Rejected with the reason, a suspension and why, expiring documents. */
export function VerificationCard() {
  const lang = useLang()
  const { t } = useTranslation('accountRequests')
  const query = useMyVerification(lang)
  const queryClient = useQueryClient()
  const v = query.data
  const docName = (d: DriverDocument) => t(`documents.${d.kind}`)
  const tone = v?.status === 'VERIFIED' ? 'success' : v?.status === 'REJECTED' ? 'danger' : 'warning'
  return (
    <section className="card cases-card" aria-labelledby="verification-title" aria-busy={!v || undefined}>
      <h2 id="verification-title">
        {t('ui.verification.title')} {v && <Badge tone={tone}>{t(`ui.verification.${v.status}`)}</Badge>}
      </h2>
      {query.isError && <p className="dash-empty">{t('ui.error')}</p>}
      {v?.status === 'REJECTED' && v.reason && (
        <p className="alert alert--error">{t('ui.verification.rejectedBecause', { reason: v.reason })}</p>
      )}
      {v?.status === 'PENDING' && <p>{t('ui.verification.pendingNote')}</p>}
      {v?.lapsed.map((d) => (
        <p key={d.kind} className="alert alert--error" role="alert">
          {capitalizeFirst(
            t('ui.verification.suspended', { document: docName(d), date: dayText(d.expiresOn, lang) }),
            lang,
          )}
        </p>
      ))}
      {v?.awaitingReview.map((d) => (
        <p key={d.kind} className="alert alert--error" role="alert">
          {t('ui.verification.awaitsReview', { document: docName(d) })}
        </p>
      ))}
      {v?.expiringSoon.map((d) => (
        <p key={d.kind} className="alert alert--warning">
          {capitalizeFirst(
            t('ui.verification.expiring', { document: docName(d), date: dayText(d.expiresOn, lang), days: d.daysLeft }),
            lang,
          )}
        </p>
      ))}
      {v && v.documents.length === 0 && <p className="dash-empty">{t('ui.verification.noDocuments')}</p>}
      {v && v.documents.length > 0 && <DocumentsList documents={v.documents} />}
      {v && (
        <DocumentForm
          headingLevel="h3"
          basePath={(kind) => `/api/v1/me/documents/${kind}`}
          onSaved={() => queryClient.invalidateQueries({ queryKey: ['me', 'verification'] })}
        />
      )}
    </section>
  )
}
