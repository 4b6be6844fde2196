import { pageMeta } from '#app/lib/meta.ts'
import { requireUserType } from '#app/lib/require-user-type.ts'
import type { Route } from './+types/call-taxi'

export const meta: Route.MetaFunction = ({ location }) => pageMeta('callTaxi', location.pathname)

/** Issue 23: a signed-in passenger calls a taxi. Placeholder until the booking page lands. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireUserType('PASSENGER', request) }
}

export default function Page() {
  return <main id="main" />
}
