import { Link } from 'react-router'
import { common as enCommon } from '#shared/i18n/en/common.ts'
import { common as trCommon } from '#shared/i18n/tr/common.ts'
import { langFromPath, localePath, PAGES } from '#shared/routes.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import type { Route } from './+types/not-found'

/** The title in the URL's language; never indexed, no canonical (there is no such page). */
export const meta: Route.MetaFunction = ({ location }) => {
  const common = langFromPath(location.pathname) === 'en' ? enCommon : trCommon
  return [{ title: `${common.errors.notFoundTitle} | Durak` }, { name: 'robots', content: 'noindex' }]
}

/** Any unknown address: says so in the visitor's language and offers the ways on. */
export default function NotFound() {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <PageShell>
      <div className="not-found">
        <h1>{t('errors.notFoundTitle')}</h1>
        <p>{t('errors.notFoundText')}</p>
        <p>{t('errors.notFoundWaysOn')}</p>
        <ul className="not-found__links">
          <li>
            <Link className="button" to={localePath(PAGES.home, lang)}>
              {t('nav.home')}
            </Link>
          </li>
          <li>
            <Link className="button button--secondary" to={localePath(PAGES.support, lang)}>
              {t('footer.supportCenter')}
            </Link>
          </li>
          <li>
            <Link className="button button--secondary" to={localePath(PAGES.login, lang)}>
              {t('nav.signIn')}
            </Link>
          </li>
        </ul>
      </div>
    </PageShell>
  )
}
