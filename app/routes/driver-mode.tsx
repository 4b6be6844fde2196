import { pageMeta } from '#app/lib/meta.ts'
import { requireUserType } from '#app/lib/require-user-type.ts'
import type { Route } from './+types/driver-mode'

export const meta: Route.MetaFunction = ({ location }) => pageMeta('driverMode', location.pathname)

/** Issue 23: a verified driver drives from the browser. Placeholder until the driver mode lands. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireUserType('DRIVER', request) }
}

export default function Page() {
  return <main id="main" />
}
