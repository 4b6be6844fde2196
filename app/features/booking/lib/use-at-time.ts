import { useEffect, useRef } from 'react'

/** Calls `callback` once, a second after `at` (ms since the epoch), if that is still to come. */
export function useAtTime(at: number | null, callback: (() => void) | undefined): void {
  const latest = useRef(callback)
  latest.current = callback
  useEffect(() => {
    if (at === null) return
    const wait = at - Date.now()
    if (wait < 0) return
    const timer = setTimeout(() => latest.current?.(), wait + 1000)
    return () => clearTimeout(timer)
  }, [at])
}
