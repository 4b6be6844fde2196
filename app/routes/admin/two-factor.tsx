import { admin as en } from '#shared/i18n/en/admin.ts'
import { admin as tr } from '#shared/i18n/tr/admin.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { TwoFactorPage } from '#app/features/admin/two-factor-page.tsx'
import type { Route } from './+types/two-factor'

registerNamespace('admin', { en, tr })

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, (c) => c.twoFactor.title)

/** Issue 14: staff enrol TOTP here, and give the code after their password at each sign-in. */
export default function Page() {
  return <TwoFactorPage />
}
