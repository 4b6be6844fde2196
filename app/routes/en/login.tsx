import { signInPageAuth as en } from '#shared/i18n/en/auth-sign-in.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { SignInPage } from '#app/features/auth/sign-in-page.tsx'
import { registerNamespace } from '#app/lib/i18n.ts'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/login'

// this language's catalog only: the other one is the other language's route module (decision 008)
registerNamespace('auth', { en })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('login', location.pathname)

export default function Page() {
  return (
    <PageShell>
      <SignInPage variant="login" />
    </PageShell>
  )
}
