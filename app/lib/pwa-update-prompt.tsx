import { useState } from 'react'
import { pwa as en } from '#shared/i18n/en/pwa.ts'
import { pwa as tr } from '#shared/i18n/tr/pwa.ts'
import { registerNamespace, useTranslation } from './i18n.ts'
import { activateWaitingWorker, useWaitingServiceWorker } from './pwa.ts'

registerNamespace('pwa', { en, tr })

/** "A new version is available — Reload": shown when a new service worker waits (issue 23). */
export function PwaUpdatePrompt() {
  const { t } = useTranslation('pwa')
  const waiting = useWaitingServiceWorker()
  const [isDismissed, setIsDismissed] = useState(false)
  if (!waiting || isDismissed) return null
  return (
    <div className="pwa-update" role="status">
      <p className="pwa-update__text">{t('updateReady')}</p>
      <button type="button" className="button" onClick={() => activateWaitingWorker(waiting)}>
        {t('reload')}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setIsDismissed(true)}>
        {t('later')}
      </button>
    </div>
  )
}
