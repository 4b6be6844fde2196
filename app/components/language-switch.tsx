import { Link, useLocation } from 'react-router'
import { LANG_COOKIE, LANGS, pathInLang } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

/** TR | EN: links to the same page in the other language and remembers the choice in a cookie. */
export function LanguageSwitch() {
  const lang = useLang()
  const location = useLocation()
  const { t } = useTranslation()
  return (
    <nav className="language-switch" aria-label={t('language.label')}>
      {LANGS.map((option, index) => (
        <span key={option}>
          {index > 0 && (
            <span className="language-switch__sep" aria-hidden="true">
              |
            </span>
          )}
          <Link
            to={pathInLang(location.pathname, option) + location.search + location.hash}
            lang={option}
            hrefLang={option}
            aria-current={option === lang ? 'true' : undefined}
            onClick={() => {
              document.cookie = `${LANG_COOKIE}=${option}; path=/; max-age=31536000; samesite=lax`
            }}
          >
            <abbr title={option === 'tr' ? 'Türkçe' : 'English'}>{option.toUpperCase()}</abbr>
          </Link>
        </span>
      ))}
    </nav>
  )
}
