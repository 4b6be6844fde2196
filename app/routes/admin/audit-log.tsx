import { AuditLogPage } from '#app/features/admin/audit-log-page.tsx'

export default function Page() {
  return <AuditLogPage />
}
