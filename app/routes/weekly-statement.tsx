import { dashboard as en } from '#shared/i18n/en/dashboard.ts'
import { statements as enStatements } from '#shared/i18n/en/statements.ts'
import { dashboard as tr } from '#shared/i18n/tr/dashboard.ts'
import { statements as trStatements } from '#shared/i18n/tr/statements.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { requireUserType } from '#app/lib/require-user-type.ts'
import { StatementPage } from '#app/features/dashboard/statements/statement-page.tsx'
import type { Route } from './+types/weekly-statement'

registerNamespace('dashboard', { en, tr })
registerNamespace('statements', { en: enStatements, tr: trStatements })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('weeklyStatement', location.pathname)

/** Issue 15: a driver's own weekly statement; anyone else goes to the driver sign-in page. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireUserType('DRIVER', request) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StatementPage user={loaderData.user} />
}
