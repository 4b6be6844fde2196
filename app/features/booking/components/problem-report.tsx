import { useState, type FormEvent } from 'react'
import { accountRequests as en } from '#shared/i18n/en/account-requests.ts'
import { accountRequests as tr } from '#shared/i18n/tr/account-requests.ts'
import type { ProblemCategory } from '#shared/schemas/problem-reports.ts'
import { registerNamespace, useLang, useTranslation } from '#app/lib/i18n.ts'
import { reportProblem } from '../api/report-problem.ts'
import { errorText } from '../lib/error-text.ts'

// the category names are the problem reports' own (one home), loaded with this form only
registerNamespace('accountRequests', { en, tr })

/** What a passenger can report about a ride (the driver's statement category is not theirs). */
const PASSENGER_CATEGORIES = [
  'overcharging',
  'long_route',
  'rudeness',
  'driving',
  'lost_item',
  'other',
] as const satisfies readonly ProblemCategory[]

/** "Report a problem" during the ride, to the existing problem reports that support answers. */
export default function ProblemReport({ rideId, onClose }: { rideId: string; onClose: () => void }) {
  const { t } = useTranslation('booking')
  const categories = useTranslation('accountRequests').t
  const lang = useLang()
  const [category, setCategory] = useState<ProblemCategory>('other')
  const [message, setMessage] = useState('')
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null)
  const [isBusy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!message.trim()) return setStatus({ text: t('problem.messageRequired'), isError: true })
    setBusy(true)
    try {
      const report = await reportProblem(lang, { category, message: message.trim(), rideId })
      setMessage('')
      setStatus({ text: t('problem.sent', { reference: report.reference }), isError: false })
    } catch (failure) {
      setStatus({ text: errorText(failure, t), isError: true })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="booking-problem" onSubmit={onSubmit} noValidate aria-labelledby="booking-problem-title">
      <h2 id="booking-problem-title">{t('problem.title')}</h2>
      <label htmlFor="booking-problem-category">{t('problem.category')}</label>
      <select
        id="booking-problem-category"
        value={category}
        onChange={(event) => setCategory(event.target.value as ProblemCategory)}
      >
        {PASSENGER_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {categories(`categories.${value}`)}
          </option>
        ))}
      </select>
      <label htmlFor="booking-problem-message">{t('problem.message')}</label>
      <textarea
        id="booking-problem-message"
        rows={4}
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {status && (
        <p
          role={status.isError ? 'alert' : 'status'}
          className={status.isError ? 'alert alert--error' : 'alert alert--success'}
        >
          {status.text}
        </p>
      )}
      <button type="submit" className="button booking-actions__main" disabled={isBusy}>
        {t('problem.send')}
      </button>
      <button type="button" className="button button--secondary booking-actions__main" onClick={onClose}>
        {t('problem.close')}
      </button>
    </form>
  )
}
