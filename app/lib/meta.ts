import type { MetaDescriptor } from 'react-router'
import { common as enCommon } from '#shared/i18n/en/common.ts'
import { common as trCommon } from '#shared/i18n/tr/common.ts'
import { langFromPath, pathInLang } from '#shared/routes.ts'

type PageTitleKey = keyof typeof enCommon.pages

/** Title, description and language alternates of a page, in the URL's language. */
export function pageMeta(key: PageTitleKey, pathname: string, description?: string): MetaDescriptor[] {
  const lang = langFromPath(pathname)
  const pages = lang === 'en' ? enCommon.pages : trCommon.pages
  const title = key === 'home' ? pages.home : `${pages[key]} | Durak`
  return [
    { title },
    { name: 'description', content: description ?? (lang === 'en' ? enCommon.tagline : trCommon.tagline) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'tr', href: pathInLang(pathname, 'tr') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: pathInLang(pathname, 'en') },
  ]
}
