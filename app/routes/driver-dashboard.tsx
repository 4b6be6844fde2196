import { dashboard as en } from '#shared/i18n/en/dashboard.ts'
import { statements as enStatements } from '#shared/i18n/en/statements.ts'
import { dashboard as tr } from '#shared/i18n/tr/dashboard.ts'
import { rides as enRides } from '#shared/i18n/en/rides.ts'
import { rides as trRides } from '#shared/i18n/tr/rides.ts'
import { statements as trStatements } from '#shared/i18n/tr/statements.ts'
import { accountRequests as accountRequestsEn } from '#shared/i18n/en/account-requests.ts'
import { accountRequests as accountRequestsTr } from '#shared/i18n/tr/account-requests.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { requireUserType } from '#app/lib/require-user-type.ts'
import { DashboardLoading } from '#app/features/dashboard/components/dashboard-frame.tsx'
import { DriverDashboard } from '#app/features/dashboard/components/driver-dashboard.tsx'
import { EarningsLoading } from '#app/features/dashboard/statements/earnings-section.tsx'
import type { Route } from './+types/driver-dashboard'

registerNamespace('dashboard', { en, tr })
registerNamespace('rides', { en: enRides, tr: trRides })
registerNamespace('statements', { en: enStatements, tr: trStatements })
registerNamespace('accountRequests', { en: accountRequestsEn, tr: accountRequestsTr })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('driverDashboard', location.pathname)

/** Spec §4/§6: only a signed-in driver gets here; anyone else goes to the driver sign-in page. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireUserType('DRIVER', request) }
}

/**
 * Prerendered into the page's shell (decision 037): the panel's frame and the earnings' heading and
 * intro paint with the HTML, before the session check answers.
 */
export function HydrateFallback() {
  return (
    <DashboardLoading userType="DRIVER">
      <EarningsLoading />
    </DashboardLoading>
  )
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DriverDashboard user={loaderData.user} />
}
