import { sharedTrip as en } from '#shared/i18n/en/shared-trip.ts'
import { sharedTrip as tr } from '#shared/i18n/tr/shared-trip.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { registerNamespace } from '#app/lib/i18n.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { SharedTripPage } from '#app/features/shared-trip/components/shared-trip-page.tsx'
import type { Route } from './+types/shared-trip'

registerNamespace('sharedTrip', { en, tr })

// not for search engines, and the link's page never tells another site where it came from
export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta('sharedTrip', location.pathname),
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
]

/** Issue 23: a shared trip, opened without signing in; the link's token is in the URL's fragment. */
export async function clientLoader() {
  return {}
}

export default function Page() {
  return (
    <PageShell>
      <SharedTripPage />
    </PageShell>
  )
}
