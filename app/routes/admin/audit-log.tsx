import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { AuditLogPage } from '#app/features/admin/audit-log-page.tsx'
import type { Route } from './+types/audit-log'

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, (c) => c.audit.title)

export default function Page() {
  return <AuditLogPage />
}
