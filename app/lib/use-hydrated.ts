import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates the prerendered HTML, true afterwards. The HTML was rendered without a
 * query string, so state read from `?tab=` may only show once hydration is done, or React reports
 * a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
