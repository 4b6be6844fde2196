import { dashboard as en } from '#shared/i18n/en/dashboard.ts'
import { receipts as enReceipts } from '#shared/i18n/en/receipts.ts'
import { dashboard as tr } from '#shared/i18n/tr/dashboard.ts'
import { rides as enRides } from '#shared/i18n/en/rides.ts'
import { rides as trRides } from '#shared/i18n/tr/rides.ts'
import { receipts as trReceipts } from '#shared/i18n/tr/receipts.ts'
import { accountRequests as accountRequestsEn } from '#shared/i18n/en/account-requests.ts'
import { accountRequests as accountRequestsTr } from '#shared/i18n/tr/account-requests.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { requireUserType } from '#app/lib/require-user-type.ts'
import { DashboardLoading } from '#app/features/dashboard/components/dashboard-frame.tsx'
import { PassengerDashboard } from '#app/features/dashboard/components/passenger-dashboard.tsx'
import type { Route } from './+types/passenger-dashboard'

registerNamespace('dashboard', { en, tr })
registerNamespace('rides', { en: enRides, tr: trRides })
registerNamespace('receipts', { en: enReceipts, tr: trReceipts })
registerNamespace('accountRequests', { en: accountRequestsEn, tr: accountRequestsTr })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('passengerDashboard', location.pathname)

/** Spec §4/§6: only a signed-in passenger gets here; anyone else goes to the passenger sign-in page. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireUserType('PASSENGER', request) }
}

/** Prerendered into the page's shell (decision 037): the panel's frame paints with the HTML. */
export function HydrateFallback() {
  return <DashboardLoading userType="PASSENGER" />
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PassengerDashboard user={loaderData.user} />
}
