/**
 * After `scripts/build/route-shells.ts`, before `scripts/precompress.ts`: fills in the service
 * worker (public/sw.js, copied by Vite to build/client/sw.js) with this build's version and
 * precache list, and writes the offline pages it answers a failed navigation with, in Turkish
 * (`/offline.html`) and English (`/en/offline.html`) from shared/i18n/*\/pwa.ts (decision 051).
 * `node --import tsx scripts/build/service-worker.ts [buildDir]`
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { offlinePage as en } from '#shared/i18n/en/pwa.ts'
import { offlinePage as tr } from '#shared/i18n/tr/pwa.ts'
import { localePath, PAGES, type Lang } from '#shared/routes.ts'
import { clientDirOf } from './page-weight.ts'

/** Pages whose shell the worker keeps for a reload with no network: booking (decision 073). */
export const OFFLINE_SHELLS = [localePath(PAGES.callTaxi, 'tr'), localePath(PAGES.callTaxi, 'en')]

/** Files beside the hashed assets that the installed app shows without a connection. */
const STATIC_PRECACHE = ['/manifest.webmanifest', '/manifest-en.webmanifest', '/icon-192.png', '/favicon.svg']

/** The app shell's own files: what the SPA fallback loads (entry, root chunks, the one stylesheet). */
export function shellAssets(fallbackHtml: string): string[] {
  const urls = [...fallbackHtml.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '')
  return [...new Set(urls)].sort()
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

/** A page with no script and no other file: it must show with nothing but the cache. */
export function offlineHtml(lang: Lang): string {
  const text = lang === 'en' ? en : tr
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="robots" content="noindex"/>
<meta name="theme-color" content="#f5b700"/>
<title>${escapeHtml(text.title)} | Durak</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#14161a;background:#f6f7f9}
main{max-width:28rem;margin:24px;padding:32px 24px;border-radius:20px;background:#fff;box-shadow:0 2px 4px rgb(20 22 26/6%),0 18px 48px rgb(20 22 26/12%);text-align:center}
.mark{display:inline-grid;place-items:center;width:56px;height:56px;border-radius:16px;background:#f5b700;font-weight:800;font-size:28px}
h1{font-size:1.5rem;margin:16px 0 8px}p{color:#4a5160;line-height:1.5}
a{display:inline-block;margin:8px;padding:12px 20px;border-radius:12px;font-weight:600;color:#14161a;text-decoration:none;border:2px solid #14161a}
a.primary{background:#f5b700;border-color:#f5b700}a:focus-visible{outline:3px solid #1a56b0;outline-offset:2px}
</style>
</head>
<body>
<main>
<span class="mark" aria-hidden="true">D</span>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.text)}</p>
<a class="primary" href="">${escapeHtml(text.retry)}</a>
<a href="${localePath(PAGES.home, lang)}">${escapeHtml(text.home)}</a>
</main>
</body>
</html>
`
}

/** Writes sw.js's version and precache list and the two offline pages; returns the precache list. */
export function writeServiceWorker(clientDir: string): string[] {
  const fallback = readFileSync(join(clientDir, '__spa-fallback.html'), 'utf8')
  const precache = [...STATIC_PRECACHE, ...shellAssets(fallback)]
  // asset names carry their content's hash: the list of them is the build's identity
  const assets = readdirSync(join(clientDir, 'assets')).sort()
  const version = createHash('sha256')
    .update(assets.join('\n'))
    .update(offlineHtml('tr') + offlineHtml('en'))
    .digest('hex')
    .slice(0, 16)
  const template = readFileSync(join(clientDir, 'sw.js'), 'utf8')
  if (!template.includes('__DURAK_BUILD_VERSION__')) throw new Error('sw.js was already filled in: build again')
  writeFileSync(
    join(clientDir, 'sw.js'),
    template
      .replace("'__DURAK_BUILD_VERSION__'", JSON.stringify(version))
      .replace('[] /* __DURAK_PRECACHE__ */', JSON.stringify(precache))
      .replace('[] /* __DURAK_OFFLINE_SHELLS__ */', JSON.stringify(OFFLINE_SHELLS)),
  )
  writeFileSync(join(clientDir, 'offline.html'), offlineHtml('tr'))
  mkdirSync(join(clientDir, 'en'), { recursive: true })
  writeFileSync(join(clientDir, 'en', 'offline.html'), offlineHtml('en'))
  return precache
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const precache = writeServiceWorker(clientDirOf(process.argv[2]))
  console.log(`Service worker: ${precache.length} files precached`)
}
