import { useEffect, useState } from 'react'

/**
 * Keeps the screen on while `active` (Wake Lock API). The browser drops the lock whenever the page
 * is hidden, so it is asked for again each time the page becomes visible. Returns whether the
 * browser can keep the screen on at all, for the note beside the toggle.
 */
export function useWakeLock(active: boolean): { isSupported: boolean } {
  const [isSupported] = useState(() => typeof navigator !== 'undefined' && 'wakeLock' in navigator)
  useEffect(() => {
    if (!active || !isSupported) return
    let sentinel: WakeLockSentinel | null = null
    let stopped = false
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return
      try {
        const lock = await navigator.wakeLock.request('screen')
        if (stopped) void lock.release()
        else sentinel = lock
      } catch {
        // refused (battery saver, no focus): the note already says to keep the screen awake
      }
    }
    void acquire()
    document.addEventListener('visibilitychange', acquire)
    return () => {
      stopped = true
      document.removeEventListener('visibilitychange', acquire)
      void sentinel?.release()
    }
  }, [active, isSupported])
  return { isSupported }
}
