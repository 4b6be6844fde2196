import { useLocation } from 'react-router'
import { safeNextPath } from '#app/lib/require-user-type.ts'

/** The page to return to after signing in (`?next=`, same-site paths only), or null for the dashboard. */
export function useNextPath(): string | null {
  return safeNextPath(new URLSearchParams(useLocation().search).get('next'))
}
