import { pageMeta } from '#app/lib/meta.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { DriverInfoPage } from '#app/features/landing/components/driver-info.tsx'
import { landing as en } from '#shared/i18n/en/landing.ts'
import { landing as tr } from '#shared/i18n/tr/landing.ts'
import { langFromPath } from '#shared/routes.ts'
import type { Route } from './+types/driver-registration'

registerNamespace('landing', { en, tr })

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'driverRegistration',
    location.pathname,
    (langFromPath(location.pathname) === 'en' ? en : tr).meta.driverDescription,
  )

export default function Page() {
  return <DriverInfoPage />
}
