import { PageShell } from '#app/components/page-shell.tsx'
import { localePath, PAGES } from '#shared/routes.ts'
import { Link } from 'react-router'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

export const meta = () => [{ title: 'Durak — 404' }]

export default function NotFound() {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <PageShell>
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <Link className="button" to={localePath(PAGES.home, lang)}>
        {t('states.backToHome')}
      </Link>
    </PageShell>
  )
}
