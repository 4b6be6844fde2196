import { adminDemand as en } from '#shared/i18n/en/admin-demand.ts'
import { adminDemand as tr } from '#shared/i18n/tr/admin-demand.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { DemandPage } from '#app/features/admin/demand/demand-page.tsx'

registerNamespace('adminDemand', { en, tr })

export default function Page() {
  return <DemandPage />
}
