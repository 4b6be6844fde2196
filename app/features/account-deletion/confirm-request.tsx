import { useEffect, useState } from 'react'
import { apiPath } from '#shared/api-paths.ts'
import { ApiRequestError, apiFetch } from '#app/lib/api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

type Outcome = { ok: true; text: string } | { ok: false; text: string }

/** The token of the link mailed with a request (`#verify=…`): in the fragment, so no server log sees it. */
function tokenInFragment(): string | null {
  if (typeof window === 'undefined') return null
  return /(?:^#|&)verify=([\w-]+)/.exec(window.location.hash)?.[1] ?? null
}

/**
 * Where the link in the receipt mail lands (KVKK: the controller verifies who asks): the owner of
 * the address confirms the request with a button, not by merely opening it, so a mail scanner
 * following links confirms nothing.
 */
export function ConfirmRequest() {
  const lang = useLang()
  const { t } = useTranslation('deletion')
  const [token, setToken] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  useEffect(() => {
    // the link may also open in a tab already on this page: only its fragment changes then
    const read = () => setToken(tokenInFragment())
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [])
  if (!token) return null
  const confirm = async () => {
    setBusy(true)
    try {
      const answer = await apiFetch<{ reference: string; alreadyConfirmed: boolean }>(
        apiPath('/kvkk-requests/confirm'),
        { method: 'POST', body: { token }, lang },
      )
      const key = answer.alreadyConfirmed ? 'confirm.already' : 'confirm.done'
      setOutcome({ ok: true, text: t(key, { reference: answer.reference }) })
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof ApiRequestError ? error.message : t('confirm.failed') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="card deletion-confirm" aria-labelledby="deletion-confirm-title">
      <h2 id="deletion-confirm-title">{t('confirm.title')}</h2>
      <div aria-live="polite">
        {outcome && <p className={`alert ${outcome.ok ? 'alert--success' : 'alert--error'}`}>{outcome.text}</p>}
      </div>
      {!outcome?.ok && (
        <>
          <p>{t('confirm.lead')}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
            {busy ? t('confirm.sending') : t('confirm.submit')}
          </button>
        </>
      )}
    </section>
  )
}
