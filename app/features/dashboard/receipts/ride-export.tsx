import { useState } from 'react'
import { TextField } from '#app/components/field.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { exportUrl } from './receipts-api.ts'

const DAY_MS = 86_400_000
const MAX_DAYS = 366

/** Today in Istanbul as YYYY-MM-DD (the en-CA locale writes ISO dates). */
const istanbulToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now)

/** A range the server accepts: real dates, from ≤ to, at most 366 days. */
export function isValidRange(from: string, to: string): boolean {
  const a = Date.parse(`${from}T00:00:00Z`)
  const b = Date.parse(`${to}T00:00:00Z`)
  return /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && a <= b && (b - a) / DAY_MS <= MAX_DAYS
}

/** The passenger's rides of a date range as a CSV file or their receipts as one PDF. */
export function RideExport() {
  const lang = useLang()
  const { t } = useTranslation('receipts')
  const today = istanbulToday()
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`)
  const [to, setTo] = useState(today)
  const isValid = isValidRange(from, to)
  return (
    <section className="card ride-export" aria-labelledby="ride-export-title">
      <h3 id="ride-export-title">{t('export.title')}</h3>
      <p className="ride-export__intro">{t('export.intro')}</p>
      <div className="ride-export__fields">
        <TextField
          label={t('export.from')}
          input={{ type: 'date', name: 'from', value: from, onChange: (e) => setFrom(e.target.value) }}
        />
        <TextField
          label={t('export.to')}
          input={{ type: 'date', name: 'to', value: to, onChange: (e) => setTo(e.target.value) }}
          error={isValid ? null : t('export.invalidRange')}
        />
      </div>
      <div className="doc-actions">
        {isValid ? (
          <>
            <a className="button button--secondary" href={exportUrl('csv', { from, to }, lang)} download>
              {t('export.csv')}
            </a>
            <a className="button button--secondary" href={exportUrl('pdf', { from, to }, lang)} download>
              {t('export.pdf')}
            </a>
          </>
        ) : null}
      </div>
    </section>
  )
}
