/** The worker's path: at the root, so its scope is the whole site without Service-Worker-Allowed. */
export const SERVICE_WORKER_URL = '/sw.js'

/**
 * Registers the service worker once, from the root on every page (production builds only: in
 * development Vite's modules are not hashed assets). Kept apart from the update prompt, which only
 * the installed app's pages show, so a public page pays a few bytes, not the prompt (decision 008).
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // no worker (private mode, blocked): the site works without one
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined)
}
