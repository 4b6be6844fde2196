import { useEffect, useState } from 'react'

/** The time, re-read every `intervalMs` while `isTicking`: for countdowns. */
export function useNow(intervalMs: number, isTicking = true): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!isTicking) return
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs, isTicking])
  return now
}
