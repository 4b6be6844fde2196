import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { RidesPage } from '#app/features/admin/rides-page.tsx'
import type { Route } from './+types/rides'

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, (c) => c.rides.title)

export default function Page() {
  return <RidesPage />
}
