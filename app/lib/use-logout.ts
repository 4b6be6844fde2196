import { useState } from 'react'
import { useNavigate } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { authClient } from './auth-client.ts'
import { useLang } from './i18n.ts'

/**
 * Logging out of a signed-in page: busy while it runs, a failure said, then the home page.
 * `forget` clears what the page cached of the user (the panels' query cache; the booking page has none).
 */
export function useLogout(forget?: () => void) {
  const lang = useLang()
  const navigate = useNavigate()
  const [isLeaving, setIsLeaving] = useState(false)
  const [hasLogoutFailed, setHasLogoutFailed] = useState(false)

  const logout = async () => {
    setIsLeaving(true)
    setHasLogoutFailed(false)
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
