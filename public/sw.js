/*
 * Durak's service worker (issue 23, decision 051). scripts/build/service-worker.ts fills in the
 * build's version and precache list; this file in public/ is its template.
 *
 * - Precached at install: the app shell's hashed scripts and stylesheet, the icons, and the two
 *   offline pages. Every other /assets/ file is cached on first use (its name changes with its
 *   content, so a cached copy is never stale).
 * - Never cached: anything under /api/ (not even looked at: it goes straight to the network) and
 *   every page's HTML (network only; a failed navigation answers with the offline page in the
 *   page's language). Nothing personal is ever written to Cache Storage.
 * - A new version waits until the page asks it to take over ("A new version is available").
 */
const VERSION = '__DURAK_BUILD_VERSION__'
const PRECACHE = [] /* __DURAK_PRECACHE__ */
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
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage(url.pathname)))
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

async function offlinePage(pathname) {
  const page = pathname === '/en' || pathname.startsWith('/en/') ? OFFLINE_EN : OFFLINE_TR
  return (await caches.match(page)) || Response.error()
}
