/**
 * After `react-router build`, before `scripts/precompress.ts`: one HTML shell per signed-in page
 * (the panels, the back-office, the receipt and statement), written to
 * `build/client/__spa/<path>.html` and served at that page's URL instead of the generic SPA
 * fallback (server/web.ts). Each shell is the fallback with the session check announced in its
 * head: `<link rel="preload" as="fetch">` of `/api/auth/get-session`, which every `clientLoader`
 * starts with (`requireUserType`, `requireStaffUser`). The browser asks for the session while the
 * scripts load, instead of one round trip after them. `crossorigin` gives the preload the
 * credentials mode of `authClient`'s fetch (`same-origin`), so that fetch is handed the preloaded
 * answer. The route's own modules are not preloaded: measured, that moved the first paint later
 * than it brought the heading forward (decision 035). The dashboards' shells are their loading
 * frames, prerendered, instead of the fallback (decision 037, `LOADING_FRAME_PATHS`).
 * `node --import tsx scripts/build/route-shells.ts [buildDir]`
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LOADING_FRAME_PATHS } from '#shared/routes.ts'
import { SHELL_DIR } from '#server/web.ts'
import { clientDirOf, readManifest } from './page-weight.ts'

/** The session check every signed-in page's `clientLoader` starts with (app/lib/auth-client.ts). */
export const SESSION_URL = '/api/auth/get-session'
const FALLBACK = '__spa-fallback.html'

/** Where the shell of a route path is written: `/en/admin/*` → `__spa/en/admin.html`. */
export function shellFileOf(routePath: string): string {
  return `${SHELL_DIR}${routePath.replace(/\/\*$/, '')}.html`
}

/** A page's HTML (the fallback, or a prerendered loading frame) with the session's preload added before its stylesheet. */
export function shellHtml(fallback: string): string {
  const links = `<link rel="preload" href="${SESSION_URL}" as="fetch" crossorigin="anonymous"/>`
  const at = fallback.indexOf('<link rel="stylesheet"')
  const insertAt = at === -1 ? fallback.indexOf('</head>') : at
  if (insertAt === -1) throw new Error("a shell's HTML has no </head>")
  return fallback.slice(0, insertAt) + links + fallback.slice(insertAt)
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g

/**
 * A prerendered loading frame as a shell: the session's preload added, and of the module preloads
 * React Router wrote only those the fallback has too (the entry and the root). The route's own
 * fifteen or so modules load as they do from the fallback, after the entry: preloading them
 * delayed the frame's first paint from 1.7 to 2.2 s under Lighthouse's mobile preset (decision 037).
 */
export function frameShellHtml(frame: string, fallback: string): string {
  const kept = new Set(fallback.match(MODULE_PRELOAD) ?? [])
  return shellHtml(frame.replace(MODULE_PRELOAD, (link) => (kept.has(link) ? link : '')))
}

/**
 * Writes the shells; returns the route paths that got one. A page of `LOADING_FRAME_PATHS` was
 * prerendered with its loading frame (decision 037): that HTML becomes its shell, and leaves the
 * prerendered pages' place, so the page is served like the other signed-in ones.
 */
export function writeRouteShells(clientDir: string): string[] {
  const fallback = readFileSync(join(clientDir, FALLBACK), 'utf8')
  const { manifest } = readManifest(clientDir)
  const written: string[] = []
  for (const route of Object.values(manifest.routes)) {
    const path = route.path
    if (!path || path === '*' || route.id === 'root' || !route.hasClientLoader) continue
    const prerenderedFile = join(clientDir, path.replace(/^\//, ''), 'index.html')
    const isFrame = LOADING_FRAME_PATHS.includes(path)
    const file = join(clientDir, shellFileOf(path))
    if (isFrame && !existsSync(prerenderedFile)) {
      // run again on the same build: the frame is already its shell
      if (existsSync(file)) continue
      throw new Error(`${path}: its loading frame was not prerendered`)
    }
    if (!isFrame && (existsSync(prerenderedFile) || path === '/')) continue
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, isFrame ? frameShellHtml(readFileSync(prerenderedFile, 'utf8'), fallback) : shellHtml(fallback))
    if (isFrame) rmSync(dirname(prerenderedFile), { recursive: true })
    written.push(path)
  }
  return written
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = writeRouteShells(clientDirOf(process.argv[2]))
  console.log(`Route shells: ${written.length} (${written.join(', ')})`)
}
