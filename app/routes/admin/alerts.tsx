import { adminAlerts as en } from '#shared/i18n/en/admin-alerts.ts'
import { adminAlerts as tr } from '#shared/i18n/tr/admin-alerts.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { AlertsPage } from '#app/features/admin/alerts/alerts-page.tsx'

registerNamespace('adminAlerts', { en, tr })

export default function Page() {
  return <AlertsPage />
}
