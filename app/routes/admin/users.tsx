import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { UsersPage } from '#app/features/admin/users-page.tsx'
import type { Route } from './+types/users'

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, (c) => c.users.title)

export default function Page() {
  return <UsersPage />
}
