import { registrationPageAuth as tr } from '#shared/i18n/tr/auth-forms.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { RegistrationPage } from '#app/features/auth/registration-page.tsx'
import { registerNamespace } from '#app/lib/i18n.ts'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/passenger-registration'

// this language's catalog only: the other one is the other language's route module (decision 008)
registerNamespace('auth', { tr })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('passengerRegistration', location.pathname)

export default function Page() {
  return (
    <PageShell>
      <RegistrationPage />
    </PageShell>
  )
}
