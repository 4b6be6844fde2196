import { booking as tr } from '#shared/i18n/tr/booking.ts'
import { SignedInShell } from '#app/components/signed-in-shell.tsx'
import { pageMeta } from '#app/lib/meta.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { BookingPage } from '#app/features/booking/components/booking-page.tsx'
import { PwaUpdatePrompt } from '#app/lib/pwa-update-prompt.tsx'
import { BookingLoading } from '#app/features/booking/components/booking-loading.tsx'
import { loadBookingRoute } from '#app/features/booking/lib/booking-route.ts'
import type { Route } from './+types/call-taxi'

// this language's catalog only: the English one is en/call-taxi.tsx's (decision 008)
registerNamespace('booking', { tr })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('callTaxi', location.pathname)

/** Issue 23: a signed-in passenger calls a taxi; anyone else signs in first and comes back here. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadBookingRoute(request)
}

/** Prerendered into the page's shell (decision 037): the page's frame paints with the HTML. */
export function HydrateFallback() {
  return (
    <SignedInShell userType="PASSENGER">
      <BookingLoading />
    </SignedInShell>
  )
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInShell userType="PASSENGER">
      <BookingPage userId={loaderData.userId} offline={loaderData.offline} />
      <PwaUpdatePrompt />
    </SignedInShell>
  )
}
