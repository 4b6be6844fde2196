import { useState } from 'react'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { revokeTripShare, shareTrip } from '../api/share-trip.ts'
import type { CurrentRide } from '../api/get-current-ride.ts'
import { errorText } from '../lib/error-text.ts'

/**
 * "Share my trip": a link a friend opens without signing in. The phone's share sheet when there is
 * one, else the link with a copy button. The token is known only when made; after a reload the
 * page says sharing is on and offers to stop it (or make a new link).
 */
export function ShareTrip({ ride, onChanged }: { ride: CurrentRide; onChanged: () => void }) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const [link, setLink] = useState<string | null>(null)
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null)
  const isSharing = link !== null || ride.share !== null

  const create = async () => {
    setStatus(null)
    try {
      const { token } = await shareTrip(lang, ride.id)
      const url = `${location.origin}${localePath(PAGES.sharedTrip, lang)}#${token}`
      setLink(url)
      onChanged()
      if (navigator.share) {
        await navigator.share({ title: t('share.shareTitle'), text: t('share.shareText'), url }).catch(() => {})
      }
    } catch (failure) {
      setStatus({ text: errorText(failure, t), isError: true })
    }
  }
  const copy = async () => {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
      setStatus({ text: t('share.copied'), isError: false })
    } catch {
      // no clipboard permission: the link is selectable in its field
    }
  }
  const revoke = async () => {
    try {
      await revokeTripShare(lang, ride.id)
      setLink(null)
      setStatus({ text: t('share.revoked'), isError: false })
      onChanged()
    } catch (failure) {
      setStatus({ text: errorText(failure, t), isError: true })
    }
  }

  return (
    <section className="booking-share" aria-labelledby="booking-share-title">
      <h2 id="booking-share-title">{t('share.title')}</h2>
      <p>{t('share.text')}</p>
      {link && (
        <>
          <label htmlFor="booking-share-link">{t('share.link')}</label>
          <input id="booking-share-link" readOnly value={link} onFocus={(event) => event.target.select()} />
          <button type="button" className="button button--secondary" onClick={copy}>
            {t('share.copy')}
          </button>
        </>
      )}
      {isSharing && <p className="booking-note">{t('share.expires')}</p>}
      <div className="booking-share__actions">
        <button type="button" className="button button--secondary" onClick={create}>
          {t('share.create')}
        </button>
        {isSharing && (
          <button type="button" className="button button--secondary" onClick={revoke}>
            {t('share.revoke')}
          </button>
        )}
      </div>
      {status && (
        <p
          role={status.isError ? 'alert' : 'status'}
          className={status.isError ? 'alert alert--error' : 'booking-note'}
        >
          {status.text}
        </p>
      )}
    </section>
  )
}
