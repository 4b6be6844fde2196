import { OverviewPage } from '#app/features/admin/overview-page.tsx'

export default function Page() {
  return <OverviewPage />
}
