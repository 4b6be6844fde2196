import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { OverviewPage } from '#app/features/admin/overview-page.tsx'
import type { Route } from './+types/overview'

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, (c) => c.overview.title)

export default function Page() {
  return <OverviewPage />
}
