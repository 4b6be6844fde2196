import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { requireStaffUser } from '#app/features/admin/staff-session.ts'
import { StaffPage } from '#app/features/admin/staff-page.tsx'
import type { Route } from './+types/staff'

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, (c) => c.staff.title)

/** ADMIN only (SUPPORT is sent to the overview; the API answers them 403 anyway). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireStaffUser(request, { adminOnly: true }) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StaffPage selfId={loaderData.user.userId} />
}
