import { useEffect, useState } from 'react'

/** A new version, once it is installed and waiting behind the current one. */
export function useWaitingServiceWorker(): ServiceWorker | null {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null)
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    let isCurrent = true
    const offer = (worker: ServiceWorker | null) => {
      // a first install has no controller: there is no older version to replace
      if (worker && navigator.serviceWorker.controller && isCurrent) setWaiting(worker)
    }
    navigator.serviceWorker
      .getRegistration()
      .then((registration) => {
        if (!registration) return
        offer(registration.waiting)
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer(installing)
          })
        })
      })
      .catch(() => undefined)
    return () => {
      isCurrent = false
    }
  }, [])
  return waiting
}

/** Lets the waiting worker take over, then reloads once it controls the page. */
export function activateWaitingWorker(worker: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  worker.postMessage({ type: 'SKIP_WAITING' })
}
