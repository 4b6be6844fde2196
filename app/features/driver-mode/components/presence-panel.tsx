import { formatTime } from '#shared/format.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import type { ReporterState } from '../lib/use-position-reporter.ts'

type Props = {
  isOnline: boolean
  /** A ride under way keeps the driver online: the toggle is hidden then. */
  hasRide: boolean
  busy: boolean
  reporter: ReporterState
  canKeepScreenOn: boolean
  onGoOnline: () => void
  onGoOffline: () => void
}

/** The big online/offline switch, and what being online costs (screen on, battery, location). */
export function PresencePanel({ isOnline, hasRide, busy, reporter, canKeepScreenOn, onGoOnline, onGoOffline }: Props) {
  const { t, lang } = useTranslation('driverMode')
  return (
    <section className="driver-card" aria-labelledby="driver-presence-heading">
      <div className="driver-presence__head">
        <h2 id="driver-presence-heading">{t('presence.heading')}</h2>
        <span className={`driver-badge driver-badge--${isOnline ? 'online' : 'offline'}`}>
          {t(isOnline ? 'presence.online' : 'presence.offline')}
        </span>
      </div>
      {!hasRide &&
        (isOnline ? (
          <button type="button" className="button button--secondary driver-big" disabled={busy} onClick={onGoOffline}>
            {busy ? t('presence.busy') : t('presence.goOffline')}
          </button>
        ) : (
          <button type="button" className="button driver-big" disabled={busy} onClick={onGoOnline}>
            {busy ? t('presence.busy') : t('presence.goOnline')}
          </button>
        ))}
      {isOnline ? (
        <>
          <p className="driver-note">{t('presence.batteryNote')}</p>
          {!canKeepScreenOn && <p className="driver-note">{t('presence.wakeLockOff')}</p>}
          <p className="driver-note" aria-live="polite">
            {reporter.locationError === 'denied'
              ? t('presence.locationDenied')
              : reporter.locationError === 'unavailable'
                ? t('presence.locationUnavailable')
                : reporter.slowedDownSeconds
                  ? t('presence.slowedDown', { seconds: reporter.slowedDownSeconds })
                  : reporter.lastSentAt
                    ? t('presence.lastSent', { time: formatTime(reporter.lastSentAt.toISOString(), lang) })
                    : t('presence.locating')}
          </p>
        </>
      ) : (
        <p className="driver-note">{t('presence.offlineNote')}</p>
      )}
    </section>
  )
}
