import accepts from 'accepts'
import i18next, { type TFunction } from 'i18next'
import { PAGE_LANG_HEADER, type Lang } from '#shared/routes.ts'
import { accountRequests as enAccountRequests } from '#shared/i18n/en/account-requests.ts'
import { accountRequests as trAccountRequests } from '#shared/i18n/tr/account-requests.ts'
import { admin as enAdmin } from '#shared/i18n/en/admin.ts'
import { apiErrors as enApiErrors } from '#shared/i18n/en/api-errors.ts'
import { apiErrors as trApiErrors } from '#shared/i18n/tr/api-errors.ts'
import { adminCases as enAdminCases } from '#shared/i18n/en/admin-cases.ts'
import { dashboard as enDashboard } from '#shared/i18n/en/dashboard.ts'
import { common as enCommon } from '#shared/i18n/en/common.ts'
import { fares as enFares } from '#shared/i18n/en/fares.ts'
import { mail as enMail } from '#shared/i18n/en/mail.ts'
import { receipts as enReceipts } from '#shared/i18n/en/receipts.ts'
import { rides as enRides } from '#shared/i18n/en/rides.ts'
import { statements as enStatements } from '#shared/i18n/en/statements.ts'
import { validation as enValidation } from '#shared/i18n/en/validation.ts'
import { admin as trAdmin } from '#shared/i18n/tr/admin.ts'
import { adminCases as trAdminCases } from '#shared/i18n/tr/admin-cases.ts'
import { dashboard as trDashboard } from '#shared/i18n/tr/dashboard.ts'
import { common as trCommon } from '#shared/i18n/tr/common.ts'
import { fares as trFares } from '#shared/i18n/tr/fares.ts'
import { mail as trMail } from '#shared/i18n/tr/mail.ts'
import { receipts as trReceipts } from '#shared/i18n/tr/receipts.ts'
import { rides as trRides } from '#shared/i18n/tr/rides.ts'
import { statements as trStatements } from '#shared/i18n/tr/statements.ts'
import { validation as trValidation } from '#shared/i18n/tr/validation.ts'

/** The messages under `api.*` that only the API says, kept out of the pages' `common` catalog (decision 042). */
export type ApiMessageKey = keyof typeof enCommon.api | keyof typeof enApiErrors

/** The server's `common` namespace: the pages' catalog, its `api` messages joined by the API-only ones. */
function withApiErrors<C extends { api: object }>(common: C, apiErrors: typeof enApiErrors) {
  return { ...common, api: { ...common.api, ...apiErrors } }
}

/** The server's translations (mails and API messages), from the same catalogs as the app. */
const instance = i18next.createInstance()
void instance.init({
  resources: {
    en: {
      common: withApiErrors(enCommon, enApiErrors),
      mail: enMail,
      validation: enValidation,
      fares: enFares,
      rides: enRides,
      admin: enAdmin,
      adminCases: enAdminCases,
      dashboard: enDashboard,
      accountRequests: enAccountRequests,
      receipts: enReceipts,
      statements: enStatements,
    },
    tr: {
      common: withApiErrors(trCommon, trApiErrors),
      mail: trMail,
      validation: trValidation,
      fares: trFares,
      rides: trRides,
      admin: trAdmin,
      adminCases: trAdminCases,
      dashboard: trDashboard,
      accountRequests: trAccountRequests,
      receipts: trReceipts,
      statements: trStatements,
    },
  },
  lng: 'tr',
  fallbackLng: 'tr',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
})

type ServerNamespace =
  | 'common'
  | 'mail'
  | 'validation'
  | 'fares'
  | 'rides'
  | 'admin'
  | 'adminCases'
  | 'dashboard'
  | 'accountRequests'
  | 'receipts'
  | 'statements'

export function serverT(lang: Lang): TFunction<'common'>
export function serverT<N extends ServerNamespace>(lang: Lang, ns: N): TFunction<N>
export function serverT(lang: Lang, ns: ServerNamespace = 'common') {
  return instance.getFixedT(lang, ns)
}

/** The language of an API request: the calling page's language, then the `lang` cookie, then Accept-Language. */
export function requestLang(headers: {
  cookie?: string
  'accept-language'?: string
  [PAGE_LANG_HEADER]?: string | string[]
}): Lang {
  const pageLang = headers[PAGE_LANG_HEADER]
  if (pageLang === 'tr' || pageLang === 'en') return pageLang
  const cookie = /(?:^|;\s*)lang=(tr|en)\b/.exec(headers.cookie ?? '')
  if (cookie) return cookie[1] as Lang
  return prefersEnglish(headers['accept-language']) ? 'en' : 'tr'
}

/** True when Accept-Language ranks English above Turkish. */
export function prefersEnglish(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage) return false
  return accepts({ headers: { 'accept-language': acceptLanguage } } as never).language(['tr', 'en']) === 'en'
}
