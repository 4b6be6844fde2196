import { useState } from 'react'
import { useNavigate } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { authClient } from './auth-client.ts'
import { useLang } from './i18n.ts'
import { clearUserStorage } from './user-storage.ts'

/**
 * Logging out of a signed-in page: busy while it runs, a failure said, then the home page.
 * What the device kept of its users (the booking page's last ride) is forgotten first; `forget`
 * clears what the page cached of the user (the panels' query cache).
 */
export function useLogout(forget?: () => void) {
  const lang = useLang()
  const navigate = useNavigate()
  const [isLeaving, setIsLeaving] = useState(false)
  const [hasLogoutFailed, setHasLogoutFailed] = useState(false)

  const logout = async () => {
    setIsLeaving(true)
    setHasLogoutFailed(false)
    // here, not in auth-client: the sign-in pages load auth-client and are held to their JS budget
    clearUserStorage()
    const result = await authClient.signOut().catch(() => ({ error: true }))
    if (result && 'error' in result && result.error) {
      setIsLeaving(false)
      setHasLogoutFailed(true)
      return
    }
    forget?.()
    await navigate(localePath(PAGES.home, lang), { replace: true })
  }
  return { logout, isLeaving, hasLogoutFailed }
}
