import { useState } from 'react'
import { useTranslation } from '#app/lib/i18n.ts'
import { useNow } from '../lib/use-now.ts'

/** "1:23": minutes and seconds since `from`, never below 0:00 (the phone's clock may be behind). */
export function elapsedText(from: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - from) / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * A live sign that the search goes on: a pulse (still when the phone asks for reduced motion) and
 * the time since the request, ticking each second. Screen readers hear it once a minute only, in
 * words, through a polite live region; the ticking clock itself is not announced.
 */
export function SearchProgress({ since }: { since: string | undefined }) {
  const { t } = useTranslation('booking')
  const [mountedAt] = useState(() => Date.now())
  const now = useNow(1000)
  const parsed = since ? Date.parse(since) : Number.NaN
  const from = Number.isNaN(parsed) ? mountedAt : parsed
  const minutes = Math.floor(Math.max(0, now - from) / 60_000)
  return (
    <div className="booking-progress">
      <span className="booking-progress__pulse" aria-hidden="true" />
      <p className="booking-progress__time">
        {t('searching.elapsed')} <span className="booking-progress__clock">{elapsedText(from, now)}</span>
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid="search-minutes">
        {minutes > 0 ? t('searching.stillLooking', { count: minutes }) : ''}
      </p>
    </div>
  )
}
