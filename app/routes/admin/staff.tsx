import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { adminPath } from '#shared/routes.ts'
import { useLang } from '#app/lib/i18n.ts'
import { useStaffUser } from '#app/features/admin/staff-context.ts'
import { StaffPage } from '#app/features/admin/staff-page.tsx'

/** ADMIN only: SUPPORT is sent to the overview (the API answers them 403 anyway). */
export default function Page() {
  const lang = useLang()
  const navigate = useNavigate()
  const user = useStaffUser()
  const isAdmin = user.userType === 'ADMIN'
  useEffect(() => {
    if (!isAdmin) void navigate(adminPath('overview', lang), { replace: true })
  }, [isAdmin, lang, navigate])
  return isAdmin ? <StaffPage selfId={user.userId} /> : null
}
