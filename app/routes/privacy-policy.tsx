import { pageMeta } from '#app/lib/meta.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { registerNamespace, useLang } from '#app/lib/i18n.ts'
import { LegalPage } from '#app/features/legal/legal-page.tsx'
import { PRIVACY_POLICY_UPDATED } from '#shared/constants.ts'
import { langFromPath } from '#shared/routes.ts'
import { legalUi as en } from '#shared/i18n/en/legal.ts'
import { privacy as enPrivacy } from '#shared/i18n/en/legal-privacy.ts'
import { legalUi as tr } from '#shared/i18n/tr/legal.ts'
import { privacy as trPrivacy } from '#shared/i18n/tr/legal-privacy.ts'
import type { Route } from './+types/privacy-policy'

// The page's UI text; the document itself is imported above, so the other document is not shipped.
registerNamespace('legal', { en, tr })

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('privacyPolicy', location.pathname, (langFromPath(location.pathname) === 'en' ? en : tr).descriptionPrivacy)

export default function Page() {
  const lang = useLang()
  return (
    <PageShell>
      <LegalPage doc={lang === 'en' ? enPrivacy : trPrivacy} updated={PRIVACY_POLICY_UPDATED} />
    </PageShell>
  )
}
