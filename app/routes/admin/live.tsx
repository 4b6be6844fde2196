import { adminLive as en } from '#shared/i18n/en/admin-live.ts'
import { adminLive as tr } from '#shared/i18n/tr/admin-live.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { LivePage } from '#app/features/admin/live/live-page.tsx'

registerNamespace('adminLive', { en, tr })

export default function Page() {
  return <LivePage />
}
