import type { MetaDescriptor } from 'react-router'
import { admin as en } from '#shared/i18n/en/admin.ts'
import { admin as tr } from '#shared/i18n/tr/admin.ts'
import { langFromPath } from '#shared/routes.ts'

/** A back-office page's title ("Users | Durak operations"); never indexed. */
export function adminMeta(pathname: string, title: (catalog: typeof en) => string): MetaDescriptor[] {
  const catalog = langFromPath(pathname) === 'en' ? en : tr
  return [{ title: `${title(catalog)} | Durak` }, { name: 'robots', content: 'noindex, nofollow' }]
}
