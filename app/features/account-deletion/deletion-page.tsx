import { PRIVACY_REQUEST_RESPONSE_DAYS } from '#shared/constants.ts'
import { SITE } from '#shared/site-config.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { RichText } from '#app/components/rich-text.tsx'
import { ConfirmRequest } from './confirm-request.tsx'
import { DeletionForm } from './deletion-form.tsx'

const STEPS = ['verify', 'delete', 'keep'] as const

/** The account-deletion request page: the form, and what happens after it is sent. */
export function DeletionPage() {
  const lang = useLang()
  const { t } = useTranslation('deletion')
  return (
    <div className="deletion">
      <header className="deletion__header">
        <h1>{t('title')}</h1>
        <p className="deletion__lead">{t('lead')}</p>
      </header>
      <ConfirmRequest />
      <div className="deletion__layout">
        <DeletionForm />
        <aside className="deletion__aside" aria-labelledby="deletion-next">
          <h2 id="deletion-next">{t('next.title')}</h2>
          <ol className="deletion__steps">
            {STEPS.map((step) => (
              <li key={step}>{t(`next.steps.${step}`, { days: PRIVACY_REQUEST_RESPONSE_DAYS })}</li>
            ))}
          </ol>
          <p>
            <RichText text={t('next.privacy')} lang={lang} />
          </p>
          <p>
            <RichText text={t('next.help', { email: SITE.supportEmail })} lang={lang} />
          </p>
        </aside>
      </div>
    </div>
  )
}
