import { dashboard as en } from '#shared/i18n/en/dashboard.ts'
import { dashboard as tr } from '#shared/i18n/tr/dashboard.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { QueryProvider } from '#app/lib/query-client.tsx'
import { PassengerDashboard } from '#app/features/dashboard/components/passenger-dashboard.tsx'
import type { Route } from './+types/passenger-dashboard'

registerNamespace('dashboard', { en, tr })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('passengerDashboard', location.pathname)

export default function Page() {
  return (
    <QueryProvider>
      <PassengerDashboard />
    </QueryProvider>
  )
}
