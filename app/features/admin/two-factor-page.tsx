import { useEffect, useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { adminPath, localePath, PAGES } from '#shared/routes.ts'
import { SITE } from '#shared/site-config.ts'
import { LanguageSwitch } from '#app/components/language-switch.tsx'
import { authClient } from '#app/lib/auth-client.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { readStaffSession } from './staff-session.ts'
import { enableTwoFactor, secretOf, verifyBackupCode, verifyTotp } from './two-factor-api.ts'

type Mode = { kind: 'loading' } | { kind: 'enrol' } | { kind: 'code' }

/**
 * Staff two-factor (issue 14): a signed-in staff member without it enrols (password → QR code,
 * key as text, backup codes → first code); after the password at a later sign-in, the code (or a
 * backup code). A session made with the password before the account enrolled elsewhere never
 * becomes staff (issue 22): it is signed out, and the sign-in page asks for the password and code.
 * Anybody else goes to the sign-in page. Its header has the back-office's TR | EN switch.
 */
export function TwoFactorPage() {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const [mode, setMode] = useState<Mode>({ kind: 'loading' })
  useEffect(() => {
    void readStaffSession().then(async (user) => {
      if (user?.twoFactor) return navigate(adminPath('overview', lang), { replace: true })
      if (!user?.enrolled) return setMode({ kind: user ? 'enrol' : 'code' })
      await authClient.signOut().catch(() => null)
      await navigate(localePath(PAGES.login, lang), { replace: true })
    })
  }, [lang, navigate])
  const done = () => void navigate(adminPath('overview', lang), { replace: true })
  return (
    <>
      <header className="admin-header">
        <span className="admin-brand">
          {SITE.productName} · {t('title')}
        </span>
        <div className="admin-header__actions">
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="admin-2fa">
        <h1>{t('twoFactor.title')}</h1>
        {mode.kind === 'loading' && <p role="status">{t('table.loading')}</p>}
        {mode.kind === 'enrol' && <Enrol onDone={done} />}
        {mode.kind === 'code' && (
          <CodeStep onDone={done} onExpired={() => void navigate(localePath(PAGES.login, lang), { replace: true })} />
        )}
      </main>
    </>
  )
}

function Enrol({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin')
  const id = useId()
  const [setup, setSetup] = useState<{ uri: string; backupCodes: string[]; qr: string | null } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setError(null)
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    const result = await enableTwoFactor(password)
    if (!result.ok) return setError(result.status === 400 ? t('twoFactor.wrongPassword') : t('twoFactor.failed'))
    setSetup({ uri: result.data.totpURI, backupCodes: result.data.backupCodes, qr: null })
    // the QR library loads only here, only now (decision 024)
    const { toDataURL } = await import('qrcode')
    const qr = await toDataURL(result.data.totpURI, { margin: 1, width: 220 })
    setSetup((current) => current && { ...current, qr })
  }
  if (!setup) {
    return (
      <form className="admin-form" onSubmit={(e) => void start(e)}>
        <p>{t('twoFactor.enrolLead')}</p>
        <label htmlFor={`${id}-password`}>{t('twoFactor.password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="alert alert--error">
            {error}
          </p>
        )}
        <button type="submit" className="button">
          {t('twoFactor.start')}
        </button>
      </form>
    )
  }
  return (
    <>
      <div className="admin-2fa__qr">
        {setup.qr ? (
          <img src={setup.qr} alt={t('twoFactor.qrAlt')} width={220} height={220} />
        ) : (
          <span className="admin-2fa__qr-space" />
        )}
      </div>
      <p>{t('twoFactor.secret')}</p>
      <p>
        <code className="admin-2fa__secret" data-testid="totp-secret">
          {secretOf(setup.uri)}
        </code>
      </p>
      <p>{t('twoFactor.backupCodes')}</p>
      <ul className="admin-2fa__codes" data-testid="backup-codes">
        {setup.backupCodes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <CodeForm verify={verifyTotp} label={t('twoFactor.code')} onDone={onDone} />
    </>
  )
}

function CodeStep({ onDone, onExpired }: { onDone: () => void; onExpired: () => void }) {
  const { t } = useTranslation('admin')
  const [useBackup, setUseBackup] = useState(false)
  return (
    <>
      <p>{t('twoFactor.signInLead')}</p>
      <CodeForm
        key={useBackup ? 'backup' : 'app'}
        verify={useBackup ? verifyBackupCode : verifyTotp}
        label={useBackup ? t('twoFactor.backupCode') : t('twoFactor.code')}
        onDone={onDone}
        onExpired={onExpired}
        numeric={!useBackup}
      />
      <button type="button" className="button button--secondary" onClick={() => setUseBackup(!useBackup)}>
        {useBackup ? t('twoFactor.useApp') : t('twoFactor.useBackup')}
      </button>
    </>
  )
}

function CodeForm(props: {
  verify: (code: string) => Promise<{ ok: boolean; status?: number; code?: string }>
  label: string
  onDone: () => void
  onExpired?: () => void
  numeric?: boolean
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setError(null)
    setBusy(true)
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '')
    const result = await props.verify(code)
    setBusy(false)
    if (result.ok) return props.onDone()
    if (result.code === 'TOTP_CODE_USED') return setError(t('twoFactor.codeUsed'))
    if (result.status === 401 && props.onExpired && result.code !== 'INVALID_CODE') return props.onExpired()
    setError(result.status === 0 ? t('twoFactor.failed') : t('twoFactor.wrongCode'))
  }
  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-code`}>{props.label}</label>
      <input
        id={`${id}-code`}
        name="code"
        autoComplete="one-time-code"
        inputMode={props.numeric === false ? 'text' : 'numeric'}
        required
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-error`} role="alert" className={error ? 'alert alert--error' : 'visually-hidden'}>
        {error ?? ''}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {t('twoFactor.verify')}
      </button>
    </form>
  )
}
