import { RidesPage } from '#app/features/admin/rides-page.tsx'

export default function Page() {
  return <RidesPage />
}
