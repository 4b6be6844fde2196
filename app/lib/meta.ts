import type { MetaDescriptor } from 'react-router'
import { common as enCommon } from '#shared/i18n/en/common.ts'
import { common as trCommon } from '#shared/i18n/tr/common.ts'
import { langFromPath, pathInLang } from '#shared/routes.ts'
import { SITE } from '#shared/site-config.ts'

type PageTitleKey = keyof typeof enCommon.pages

const absolute = (path: string) => `${SITE.siteUrl}${path}`

/**
 * Title, description, canonical link, language alternates and social-card tags of a page, in the
 * URL's language. Absolute URLs use SITE.siteUrl (VITE_SITE_URL at build time).
 */
export function pageMeta(key: PageTitleKey, pathname: string, description?: string): MetaDescriptor[] {
  const lang = langFromPath(pathname)
  const common = lang === 'en' ? enCommon : trCommon
  const title = key === 'home' ? common.pages.home : `${common.pages[key]} | Durak`
  const text = description ?? common.tagline
  const path = pathname.replace(/(.)\/+$/, '$1')
  const url = absolute(path)
  return [
    { title },
    { name: 'description', content: text },
    { tagName: 'link', rel: 'canonical', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'tr', href: absolute(pathInLang(path, 'tr')) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: absolute(pathInLang(path, 'en')) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(pathInLang(path, 'tr')) },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE.productName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: text },
    { property: 'og:url', content: url },
    { property: 'og:image', content: `${SITE.siteUrl}/og-image.jpg` },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:locale', content: lang === 'en' ? 'en_US' : 'tr_TR' },
    { property: 'og:locale:alternate', content: lang === 'en' ? 'tr_TR' : 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}
