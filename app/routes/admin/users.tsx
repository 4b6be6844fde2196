import { UsersPage } from '#app/features/admin/users-page.tsx'

export default function Page() {
  return <UsersPage />
}
