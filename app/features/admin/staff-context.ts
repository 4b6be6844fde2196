import { createContext, useContext } from 'react'
import type { StaffUser } from './staff-session.ts'

/** The signed-in staff member, for every back-office page (provided by `AdminLayout`). */
export const StaffUserContext = createContext<StaffUser | null>(null)

export function useStaffUser(): StaffUser {
  const user = useContext(StaffUserContext)
  if (!user) throw new Error('useStaffUser() outside the back-office layout')
  return user
}
