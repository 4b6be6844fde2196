import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { UserPage } from '#app/features/admin/user-page.tsx'
import type { Route } from './+types/user'

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, (c) => c.users.title)

export default function Page({ params }: Route.ComponentProps) {
  return <UserPage key={params.userId} userId={params.userId} />
}
