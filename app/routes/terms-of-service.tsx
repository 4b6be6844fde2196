import { pageMeta } from '#app/lib/meta.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { registerNamespace, useLang } from '#app/lib/i18n.ts'
import { LegalPage } from '#app/features/legal/legal-page.tsx'
import { PRIVACY_POLICY_UPDATED } from '#shared/constants.ts'
import { langFromPath } from '#shared/routes.ts'
import { legalUi as en } from '#shared/i18n/en/legal.ts'
import { terms as enTerms } from '#shared/i18n/en/legal-terms.ts'
import { legalUi as tr } from '#shared/i18n/tr/legal.ts'
import { terms as trTerms } from '#shared/i18n/tr/legal-terms.ts'
import type { Route } from './+types/terms-of-service'

// The page's UI text; the document itself is imported above, so the other document is not shipped.
registerNamespace('legal', { en, tr })

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('termsOfService', location.pathname, (langFromPath(location.pathname) === 'en' ? en : tr).descriptionTerms)

export default function Page() {
  const lang = useLang()
  return (
    <PageShell>
      {/* The terms were published together with the privacy policy and share its date. */}
      <LegalPage doc={lang === 'en' ? enTerms : trTerms} updated={PRIVACY_POLICY_UPDATED} />
    </PageShell>
  )
}
