import { UserPage } from '#app/features/admin/user-page.tsx'
import type { AdminPageProps } from '#app/features/admin/admin-page-props.ts'

export default function Page({ params }: AdminPageProps) {
  const userId = params.userId ?? ''
  return <UserPage key={userId} userId={userId} />
}
