import { signInPageAuth as tr } from '#shared/i18n/tr/auth-sign-in.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { SignInPage } from '#app/features/auth/sign-in-page.tsx'
import { registerNamespace } from '#app/lib/i18n.ts'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/driver-login'

// this language's catalog only: the other one is the other language's route module (decision 008)
registerNamespace('auth', { tr })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('driverLogin', location.pathname)

export default function Page() {
  return (
    <PageShell>
      <SignInPage variant="driver" />
    </PageShell>
  )
}
