/*
 * Durak's service worker (issue 23, decision 051). scripts/build/service-worker.ts fills in the
 * build's version and precache list; this file in public/ is its template.
 *
 * - Precached at install: the app shell's hashed scripts and stylesheet, the icons, and the two
 *   offline pages. Every other /assets/ file is cached on first use (its name changes with its
 *   content, so a cached copy is never stale).
 * - Never cached: anything under /api/ (not even looked at: it goes straight to the network) and
 *   every page's HTML (network only; a failed navigation answers with the offline page in the
 *   page's language), but the booking page's shell (OFFLINE_SHELLS): the same file for everyone,
 *   kept from its last good load, so a reload mid-ride with no network still opens the page, which
 *   shows the ride it kept on the device (decision 073). Nothing personal is ever written to Cache Storage.
 * - The booking page asks the worker to keep its shell and the /assets/ files it loaded
 *   ('KEEP_OFFLINE'): on a first visit the page is not yet under the worker, so they were not cached.
 * - A new version waits until the page asks it to take over ("A new version is available").
 */
const VERSION = '__DURAK_BUILD_VERSION__'
const PRECACHE = [] /* __DURAK_PRECACHE__ */
const OFFLINE_SHELLS = [] /* __DURAK_OFFLINE_SHELLS__ */
const CACHE = `durak-${VERSION}`
const OFFLINE_TR = '/offline.html'
const OFFLINE_EN = '/en/offline.html'

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([OFFLINE_TR, OFFLINE_EN, ...PRECACHE])))
})

self.addEventListener('activate', (event) => {
  // earlier versions' caches go once this one is in charge
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n)))),
  )
})

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting()
  if (event.data && event.data.type === 'KEEP_OFFLINE' && Array.isArray(event.data.urls))
    event.waitUntil(keepOffline(event.data.urls))
})

/** Same-origin /assets/ files and the offline shells only, whatever a page sends. */
async function keepOffline(urls) {
  const cache = await caches.open(CACHE)
  for (const raw of urls.slice(0, 200)) {
    let url
    try {
      url = new URL(raw, self.location.origin)
    } catch {
      continue
    }
    if (url.origin !== self.location.origin || url.search) continue
    const isShell = OFFLINE_SHELLS.includes(url.pathname)
    if (!isShell && !url.pathname.startsWith('/assets/')) continue
    if (!isShell && (await cache.match(url.pathname))) continue
    try {
      const response = await fetch(url.pathname, { credentials: 'omit', redirect: 'error' })
      if (response.ok && (!isShell || isHtml(response))) await cache.put(url.pathname, response)
    } catch {
      // offline or refused: the next load tries again
    }
  }
}

const isHtml = (response) => (response.headers.get('content-type') || '').startsWith('text/html')

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate') {
    const shell = OFFLINE_SHELLS.includes(url.pathname) && !url.search ? url.pathname : null
    event.respondWith(fetch(request).catch(() => offlineAnswer(url.pathname, shell)))
    return
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request))
    return
  }
  if (PRECACHE.includes(url.pathname)) {
    // icons and the manifest: fresh when online, the precached copy when not
    event.respondWith(fetch(request).catch(() => caches.match(request).then((hit) => hit || Response.error())))
  }
})

async function cacheFirst(request) {
  const cache = await caches.open(CACHE)
  const hit = await cache.match(request)
  if (hit) return hit
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

/** A failed navigation: the booking page's kept shell when there is one, else the offline page. */
async function offlineAnswer(pathname, shell) {
  const kept = shell && (await caches.match(shell))
  return kept || offlinePage(pathname)
}

async function offlinePage(pathname) {
  const page = pathname === '/en' || pathname.startsWith('/en/') ? OFFLINE_EN : OFFLINE_TR
  return (await caches.match(page)) || Response.error()
}
