import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/shared-trip'

export const meta: Route.MetaFunction = ({ location }) => pageMeta('sharedTrip', location.pathname)

/** Issue 23: a shared trip, opened without signing in. Placeholder until the page lands. */
export async function clientLoader() {
  return {}
}

export default function Page() {
  return <main id="main" />
}
