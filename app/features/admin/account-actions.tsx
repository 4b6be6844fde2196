import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { apiPath } from '#shared/api-paths.ts'
import { ApiRequestError } from '#app/lib/api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { adminPost } from './admin-api.ts'

export type AccountAction = 'deactivate' | 'reactivate' | 'resetTwoFactor'

const PATHS: Record<AccountAction, (userId: string) => string> = {
  deactivate: (id) => apiPath(`/admin/users/${encodeURIComponent(id)}/deactivate` as `/${string}`),
  reactivate: (id) => apiPath(`/admin/users/${encodeURIComponent(id)}/reactivate` as `/${string}`),
  resetTwoFactor: (id) => apiPath(`/admin/staff/${encodeURIComponent(id)}/reset-two-factor` as `/${string}`),
}

/**
 * A staff action on an account: its button opens a small form asking the reason (kept in the audit
 * log), then Confirm / Cancel. Keyboard: the reason field takes focus; Escape cancels.
 */
export function AccountActionButton({
  userId,
  action,
  label,
}: {
  userId: string
  action: AccountAction
  label: string
}) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const id = useId()
  const queryClient = useQueryClient()
  const [isOpen, setIsOpen] = useState(false)
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    try {
      await adminPost(
        PATHS[action](userId),
        { reason: String(new FormData(event.currentTarget).get('reason') ?? '') },
        lang,
      )
      setIsOpen(false)
      setMessage({ tone: 'success', text: t('users.done') })
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof ApiRequestError ? error.message : t('table.error') })
    } finally {
      setBusy(false)
    }
  }
  if (!isOpen)
    return (
      <div>
        <button type="button" className="button button--secondary" onClick={() => (setIsOpen(true), setMessage(null))}>
          {label}
        </button>
        <p role="status" className={message ? `alert alert--${message.tone}` : 'visually-hidden'}>
          {message?.text ?? ''}
        </p>
      </div>
    )
  return (
    <form
      className="admin-form"
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => e.key === 'Escape' && setIsOpen(false)}
      aria-label={label}
    >
      <label htmlFor={`${id}-reason`}>{t('users.reason')}</label>
      <textarea id={`${id}-reason`} name="reason" required minLength={3} maxLength={500} rows={2} autoFocus />
      {message?.tone === 'error' && (
        <p role="alert" className="alert alert--error">
          {message.text}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="button" disabled={busy}>
          {t('users.confirm')}: {label}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setIsOpen(false)}>
          {t('users.cancel')}
        </button>
      </div>
    </form>
  )
}
