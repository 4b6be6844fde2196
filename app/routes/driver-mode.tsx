import { driverMode as en } from '#shared/i18n/en/driver-mode.ts'
import { driverMode as tr } from '#shared/i18n/tr/driver-mode.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { requireUserType } from '#app/lib/require-user-type.ts'
import { DriverModePage } from '#app/features/driver-mode/components/driver-mode-page.tsx'
import { PwaUpdatePrompt } from '#app/lib/pwa-update-prompt.tsx'
import { SignedInHeader } from '#app/components/account-header.tsx'
import { DriverModeLoading } from '#app/features/driver-mode/components/driver-mode-loading.tsx'
import type { Route } from './+types/driver-mode'

registerNamespace('driverMode', { en, tr })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('driverMode', location.pathname)

/** Issue 23: a verified driver drives from the browser; only a signed-in driver gets here. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireUserType('DRIVER', request) }
}

/** Prerendered into the page's shell (decision 037): the page's frame paints with the HTML. */
export function HydrateFallback() {
  return (
    <>
      <SignedInHeader userType="DRIVER" hasPanelLink={false} />
      <DriverModeLoading />
    </>
  )
}

export default function Page() {
  return (
    <>
      {/* the page's own header links to the driver panel */}
      <SignedInHeader userType="DRIVER" hasPanelLink={false} />
      <DriverModePage />
      <PwaUpdatePrompt />
    </>
  )
}
