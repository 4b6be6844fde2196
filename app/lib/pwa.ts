import { useEffect, useState } from 'react'

/** The worker's path: at the root, so its scope is the whole site without Service-Worker-Allowed. */
export const SERVICE_WORKER_URL = '/sw.js'

/**
 * Registers the service worker (production builds only: in development Vite's modules are not
 * hashed assets) and reports a new version once it is installed and waiting behind the current one.
 */
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
      .register(SERVICE_WORKER_URL)
      .then((registration) => {
        offer(registration.waiting)
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer(installing)
          })
        })
      })
      .catch(() => undefined) // no worker (private mode, blocked): the site works without one
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
