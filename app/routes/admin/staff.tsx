import { useStaffUser } from '#app/features/admin/staff-context.ts'
import { AdminOnlyNotice, StaffPage } from '#app/features/admin/staff-page.tsx'

/** ADMIN only: a support agent is told why the page is not theirs (the API answers them 403 anyway). */
export default function Page() {
  const user = useStaffUser()
  return user.userType === 'ADMIN' ? <StaffPage selfId={user.userId} /> : <AdminOnlyNotice />
}
