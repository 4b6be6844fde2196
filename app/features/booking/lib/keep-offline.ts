/**
 * Asks the service worker to keep this page's shell and the script and style files it loaded, so a
 * reload with no network opens the page (which then shows the ride kept on the device). On a first
 * visit the page is not yet under the worker, so nothing it loaded was cached on the way.
 */
export function keepPageOffline(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, location.href)
      return url.origin === location.origin && url.pathname.startsWith('/assets/')
    })
  void navigator.serviceWorker.ready.then(
    (registration) => registration.active?.postMessage({ type: 'KEEP_OFFLINE', urls: [location.pathname, ...assets] }),
    () => undefined,
  )
}
