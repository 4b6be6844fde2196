import type { DriverDocument, ScannedDocument } from '#shared/schemas/driver-verification.ts'
import { capitalizeFirst, formatDate } from '#shared/format.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { Badge, type Tone } from '../status-badge.tsx'

export type DocumentState = 'VALID' | 'PENDING' | 'REJECTED' | 'EXPIRED'

/**
 * What staff decided on a document (its `status`: VALID once accepted, PENDING while it waits,
 * REJECTED), or EXPIRED past its date whatever was decided. The scan is another matter: a document
 * accepted without an uploaded scan is still accepted (issue 30: every document of a verified
 * driver read "not sent yet" because the list showed the scan as if it were the state).
 */
export function documentState(document: Pick<DriverDocument, 'status' | 'daysLeft'>): DocumentState {
  if (document.daysLeft < 0) return 'EXPIRED'
  if (document.status === 'VALID' || document.status === 'REJECTED') return document.status
  return 'PENDING'
}

const TONE: Record<DocumentState, Tone> = {
  VALID: 'success',
  PENDING: 'warning',
  REJECTED: 'danger',
  EXPIRED: 'danger',
}

const dayText = (day: string, lang: 'tr' | 'en') => formatDate(`${day}T12:00:00Z`, lang)

/**
 * The driver's documents as cards, one per document, label beside value: a phone's width never
 * splits a word, a wide screen sets the cards side by side.
 */
export function DocumentsList({ documents }: { documents: ScannedDocument[] }) {
  const lang = useLang()
  const { t } = useTranslation('accountRequests')
  const { t: td } = useTranslation('dashboard')
  const docName = (d: DriverDocument) => capitalizeFirst(t(`documents.${d.kind}`), lang)
  return (
    <ul className="doc-cards">
      {documents.map((d) => {
        const state = documentState(d)
        return (
          <li key={d.kind} className="doc-card">
            <h3 className="doc-card__name">{docName(d)}</h3>
            <dl className="doc-card__facts">
              <div>
                <dt>{td('documents.status')}</dt>
                <dd>
                  <Badge tone={TONE[state]}>{td(`documents.states.${state}`)}</Badge>
                </dd>
              </div>
              <div>
                <dt>{t('ui.verification.number')}</dt>
                <dd className="doc-card__number">{d.number}</dd>
              </div>
              <div>
                <dt>{t('ui.verification.expiresOn')}</dt>
                <dd>{dayText(d.expiresOn, lang)}</dd>
              </div>
              <div>
                <dt>{t('ui.verification.scan')}</dt>
                <dd>
                  {d.scan ? (
                    <a
                      href={d.scan.url}
                      target="_blank"
                      rel="noopener"
                      aria-label={`${t('ui.verification.openScan')}: ${docName(d)}`}
                    >
                      {t('ui.verification.openScan')}
                    </a>
                  ) : (
                    <span className="doc-card__none">{td('documents.noScan')}</span>
                  )}
                </dd>
              </div>
            </dl>
          </li>
        )
      })}
    </ul>
  )
}
