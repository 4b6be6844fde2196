import { useTranslation } from '#app/lib/i18n.ts'

/** A failed read: say so and offer a retry, never a blank card. */
export function QueryError({ message, onRetry, busy }: { message?: string; onRetry: () => void; busy?: boolean }) {
  const { t } = useTranslation('dashboard')
  return (
    <div role="alert" className="alert alert--error dash-error">
      <p>{message ?? t('states.loadFailed')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry} disabled={busy}>
        {t('states.retry')}
      </button>
    </div>
  )
}
