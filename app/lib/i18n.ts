import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import type { Namespace, Resources } from '#shared/i18n/index.ts'
import { common as enCommon } from '#shared/i18n/en/common.ts'
import { validation as enValidation } from '#shared/i18n/en/validation.ts'
import { common as trCommon } from '#shared/i18n/tr/common.ts'
import { validation as trValidation } from '#shared/i18n/tr/validation.ts'
import { DEFAULT_LANG, langFromPath, type Lang } from '#shared/routes.ts'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: Resources
  }
}

/**
 * One i18next instance for the app. `common` and `validation` are always loaded; every other
 * namespace is registered by the route module that uses it, so a page ships only its own text.
 */
export const i18n = i18next.createInstance()
void i18n.use(initReactI18next).init({
  resources: {
    en: { common: enCommon, validation: enValidation },
    tr: { common: trCommon, validation: trValidation },
  },
  lng: DEFAULT_LANG,
  fallbackLng: false,
  defaultNS: 'common',
  ns: ['common', 'validation'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
})

/** Make a namespace's catalogs available (call at module scope of the route that needs it). */
export function registerNamespace<N extends Namespace>(ns: N, catalogs: Record<Lang, unknown>) {
  for (const lang of ['en', 'tr'] as const) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, catalogs[lang] as object)
  }
}

/** The page's language, from its URL: Turkish at the spec's paths, English under /en. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname)
}

/** Switch i18next to the URL's language during render, so prerendered HTML and hydration agree. */
export function useSyncLanguage(): Lang {
  const lang = useLang()
  if (i18n.language !== lang) void i18n.changeLanguage(lang)
  return lang
}

export { useTranslation }
