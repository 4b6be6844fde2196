import { UserPage } from '#app/features/admin/user-page.tsx'
import type { AdminPageProps } from './pages.tsx'

export default function Page({ params }: AdminPageProps) {
  const userId = params.userId ?? ''
  return <UserPage key={userId} userId={userId} />
}
