import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { formatDate, formatDateTime } from '#shared/format.ts'
import { PROBLEM_CATEGORIES, type ProblemCategory } from '#shared/case-constants.ts'
import { SelectField, TextAreaField, TextField, useFieldMessage } from '#app/components/field.tsx'
import { ApiRequestError } from '#app/lib/api.ts'
import { useDestinationText } from '#app/lib/destination-text.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { Badge } from '../status-badge.tsx'
import { sendProblemReport, useMyProblemReports, useRecentRides } from './cases-api.ts'

type Errors = Partial<Record<'category' | 'message' | 'rideId' | 'statementWeek', string>>

function useProblemForm() {
  const lang = useLang()
  const { t } = useTranslation('accountRequests')
  const queryClient = useQueryClient()
  const [form, setForm] = useState({ category: '', rideId: '', message: '', statementWeek: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const isStatement = form.category === 'missing_from_statement'

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const local: Errors = {}
    if (!form.category) local.category = 'categoryRequired'
    if (!form.message.trim()) local.message = 'messageRequired'
    setErrors(local)
    setStatus(null)
    if (Object.keys(local).length) return
    setBusy(true)
    try {
      const body = {
        category: form.category,
        message: form.message,
        ...(form.rideId ? { rideId: form.rideId } : {}),
        ...(isStatement && form.statementWeek ? { statementWeek: form.statementWeek } : {}),
      }
      const report = await sendProblemReport(body, lang)
      setForm({ category: '', rideId: '', message: '', statementWeek: '' })
      setStatus({ ok: true, text: t('ui.problems.sent', { reference: report.reference }) })
      await queryClient.invalidateQueries({ queryKey: ['me', 'problem-reports'] })
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields) setErrors(error.fields as Errors)
      setStatus({ ok: false, text: error instanceof ApiRequestError ? error.message : t('ui.error') })
    } finally {
      setBusy(false)
    }
  }
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value })

  return { form, set, errors, status, busy, isStatement, onSubmit }
}

/** Report a problem on one of your rides (İBB's complaint types), and read staff's answers. */
export function ProblemReportsSection({ isDriver }: { isDriver: boolean }) {
  const lang = useLang()
  const { t } = useTranslation('accountRequests')
  const destination = useDestinationText()
  const fieldMessage = useFieldMessage()
  const rides = useRecentRides(lang)
  const { form, set, errors, status, busy, isStatement, onSubmit } = useProblemForm()
  const categories = PROBLEM_CATEGORIES.filter((c) => isDriver || c !== 'missing_from_statement')
  return (
    <section className="card cases-card" aria-labelledby="problems-title">
      <h2 id="problems-title">{t('ui.problems.title')}</h2>
      <p>{t('ui.problems.lead')}</p>
      <form noValidate onSubmit={onSubmit} aria-labelledby="problems-title">
        <div aria-live="polite">
          {status && <p className={`alert ${status.ok ? 'alert--success' : 'alert--error'}`}>{status.text}</p>}
        </div>
        <SelectField
          label={t('ui.problems.category')}
          error={fieldMessage(errors.category)}
          select={{ name: 'category', value: form.category, onChange: set('category'), required: true }}
        >
          <option value="">{t('ui.problems.chooseCategory')}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c as ProblemCategory}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('ui.problems.ride')}
          error={fieldMessage(errors.rideId)}
          select={{ name: 'rideId', value: form.rideId, onChange: set('rideId') }}
        >
          <option value="">{t('ui.problems.noRide')}</option>
          {rides.data?.items.map((r) => (
            <option key={r.id} value={r.id}>
              {`${formatDateTime(r.createdAt, lang)} · ${r.pickupAddress} → ${destination(r.dropoffAddress)}`}
            </option>
          ))}
        </SelectField>
        {isStatement && (
          <TextField
            label={t('ui.problems.week')}
            hint={t('ui.problems.weekHint')}
            error={fieldMessage(errors.statementWeek)}
            input={{
              name: 'statementWeek',
              value: form.statementWeek,
              onChange: set('statementWeek'),
              placeholder: '2026-W12',
            }}
          />
        )}
        <TextAreaField
          label={t('ui.problems.message')}
          hint={t('ui.problems.messageHint')}
          hintAbove
          error={fieldMessage(errors.message)}
          textarea={{
            name: 'message',
            rows: 4,
            value: form.message,
            onChange: set('message'),
            required: true,
            maxLength: 2000,
          }}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('ui.problems.sending') : t('ui.problems.submit')}
        </button>
      </form>
      <ProblemReportList />
    </section>
  )
}

function ProblemReportList() {
  const lang = useLang()
  const { t } = useTranslation('accountRequests')
  const reports = useMyProblemReports(lang)
  return (
    <>
      <h3>{t('ui.problems.listTitle')}</h3>
      {reports.data && reports.data.items.length === 0 && <p className="dash-empty">{t('ui.problems.none')}</p>}
      <ul className="cases-list">
        {reports.data?.items.map((r) => (
          <li key={r.id} className="cases-list__item">
            <p>
              <strong>{r.reference}</strong> · {t(`categories.${r.category}`)} ·{' '}
              <Badge tone={r.status === 'OPEN' ? 'warning' : r.status === 'ANSWERED' ? 'success' : 'neutral'}>
                {t(`statuses.${r.status}`)}
              </Badge>
            </p>
            <p className="cases-list__meta">{t('ui.problems.reported', { date: formatDate(r.createdAt, lang) })}</p>
            <p>{r.message}</p>
            <p>
              <strong>{t('ui.problems.answer')}:</strong> {r.answer ?? t('ui.problems.noAnswer')}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
