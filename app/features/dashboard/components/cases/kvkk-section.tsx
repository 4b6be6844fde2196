import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { formatDate } from '#shared/format.ts'
import { TextAreaField, useFieldMessage } from '#app/components/field.tsx'
import { ApiRequestError } from '#app/lib/api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { Badge } from '../status-badge.tsx'
import { DATA_EXPORT_PATH, requestDeletion, useMyKvkkRequests } from './cases-api.ts'

const dayText = (day: string, lang: 'tr' | 'en') => formatDate(`${day}T12:00:00Z`, lang)

/** KVKK art. 11 on the dashboard: download everything we hold, ask for the account's deletion, see the requests. */
export function KvkkSection() {
  const lang = useLang()
  const { t } = useTranslation('accountRequests')
  const fieldMessage = useFieldMessage()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setStatus(null)
    if (!reason.trim()) return setError('reasonRequired')
    setError(undefined)
    setBusy(true)
    try {
      const receipt = await requestDeletion(reason, lang)
      setReason('')
      setStatus({
        ok: true,
        text: t('ui.kvkk.deleteSent', { reference: receipt.reference, date: dayText(receipt.deadline, lang) }),
      })
      await queryClient.invalidateQueries({ queryKey: ['me', 'kvkk-requests'] })
    } catch (caught) {
      setStatus({ ok: false, text: caught instanceof ApiRequestError ? caught.message : t('ui.error') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card cases-card" aria-labelledby="kvkk-title">
      <h2 id="kvkk-title">{t('ui.kvkk.title')}</h2>
      <p>{t('ui.kvkk.lead')}</p>
      <p>
        <a className="button button--secondary" href={DATA_EXPORT_PATH} download>
          {t('ui.kvkk.download')}
        </a>
      </p>
      <h3 id="kvkk-delete-title">{t('ui.kvkk.deleteTitle')}</h3>
      <form noValidate onSubmit={onSubmit} aria-labelledby="kvkk-delete-title">
        <div aria-live="polite">
          {status && <p className={`alert ${status.ok ? 'alert--success' : 'alert--error'}`}>{status.text}</p>}
        </div>
        <TextAreaField
          label={t('ui.kvkk.reason')}
          hint={t('ui.kvkk.reasonHint')}
          error={fieldMessage(error)}
          textarea={{
            name: 'reason',
            rows: 3,
            value: reason,
            onChange: (e) => setReason(e.target.value),
            required: true,
            maxLength: 2000,
          }}
        />
        <button type="submit" className="button button--danger" disabled={busy}>
          {t('ui.kvkk.deleteSubmit')}
        </button>
      </form>
      <KvkkRequestList />
    </section>
  )
}

function KvkkRequestList() {
  const lang = useLang()
  const { t } = useTranslation('accountRequests')
  const requests = useMyKvkkRequests(lang)
  return (
    <>
      {requests.data && requests.data.items.length > 0 && (
        <>
          <h3>{t('ui.kvkk.requestsTitle')}</h3>
          <ul className="cases-list">
            {requests.data.items.map((r) => (
              <li key={r.id} className="cases-list__item">
                <strong>{r.reference}</strong> · {t(`ui.kvkk.kind.${r.kind}`)} ·{' '}
                <Badge tone={r.status === 'COMPLETED' ? 'success' : r.status === 'REJECTED' ? 'danger' : 'warning'}>
                  {t(`ui.kvkk.status.${r.status}`)}
                </Badge>
                {(r.status === 'RECEIVED' || r.status === 'IN_PROGRESS') && (
                  <span className="cases-list__meta">
                    {' '}
                    {t('ui.kvkk.deadline', { date: dayText(r.deadline, lang) })}
                  </span>
                )}
                {r.statusReason && <p>{r.statusReason}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
