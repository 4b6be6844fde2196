import { admin as en } from '#shared/i18n/en/admin.ts'
import { admin as tr } from '#shared/i18n/tr/admin.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { AdminLayout } from '#app/features/admin/admin-layout.tsx'
import { requireStaffUser } from '#app/features/admin/staff-session.ts'
import type { Route } from './+types/layout'

registerNamespace('admin', { en, tr })

/** Issue 14: staff only, after two-factor sign-in; anyone else goes to /login (or to enrol). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireStaffUser(request) }
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  return <AdminLayout user={loaderData.user} />
}
