import { resetPageAuth as en } from '#shared/i18n/en/auth-forms.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { ResetPasswordPage } from '#app/features/auth/reset-password-page.tsx'
import { registerNamespace } from '#app/lib/i18n.ts'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/reset-password'

// this language's catalog only: the other one is the other language's route module (decision 008)
registerNamespace('auth', { en })

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta('resetPassword', location.pathname),
  // The token is in the URL: keep it out of other sites' logs and out of search engines.
  { name: 'referrer', content: 'no-referrer' },
  { name: 'robots', content: 'noindex' },
]

export default function Page() {
  return (
    <PageShell>
      <ResetPasswordPage />
    </PageShell>
  )
}
