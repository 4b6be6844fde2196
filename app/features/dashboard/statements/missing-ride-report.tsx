import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { apiPath } from '#shared/api-paths.ts'
import { isoWeekName } from '#shared/receipts/week.ts'
import { TextAreaField } from '#app/components/field.tsx'
import { ApiRequestError, apiFetch } from '#app/lib/api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

/**
 * "A ride is missing from my statement": a report in the back-office's problem-report queue
 * (issue 14's `POST /api/v1/me/problem-reports`, category `missing_from_statement`) naming the week.
 */
export function MissingRideReport({ weekStart }: { weekStart: string }) {
  const lang = useLang()
  const { t } = useTranslation('statements')
  const { t: tv } = useTranslation('validation')
  const [message, setMessage] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const report = useMutation({
    mutationFn: (text: string) =>
      apiFetch<{ reference: string }>(apiPath('/me/problem-reports'), {
        method: 'POST',
        lang,
        body: { category: 'missing_from_statement', statementWeek: isoWeekName(weekStart), message: text },
      }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!message.trim()) return setFieldError(tv('messageRequired'))
    setFieldError(null)
    report.mutate(message.trim())
  }
  const serverField = report.error instanceof ApiRequestError ? report.error.fields.message : undefined
  return (
    <section className="card missing-ride" aria-labelledby="missing-ride-title">
      <h3 id="missing-ride-title">{t('missing.title')}</h3>
      {report.isSuccess ? (
        <p role="status" className="alert alert--success">
          {t('missing.sent', { reference: report.data.reference })}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t('missing.intro')}</p>
          <TextAreaField
            label={t('missing.message')}
            hint={t('missing.hint')}
            error={fieldError ?? (serverField ? tv(serverField as 'messageRequired') : null)}
            textarea={{
              name: 'message',
              rows: 3,
              maxLength: 2000,
              value: message,
              onChange: (e) => setMessage(e.target.value),
            }}
          />
          {report.isError && !serverField && (
            <p role="alert" className="alert alert--error">
              {report.error.message || t('missing.failed')}
            </p>
          )}
          <button type="submit" className="button" disabled={report.isPending}>
            {report.isPending ? t('missing.sending') : t('missing.submit')}
          </button>
        </form>
      )}
    </section>
  )
}
