/**
 * The JavaScript and stylesheets each page loads before it can run, read from the build
 * (decision 008). `node --import tsx scripts/build/page-weight.ts [buildDir]` prints a table.
 *
 * Per route: React Router's manifest, the entry with its imports, and the route modules from the
 * root down with their static imports (what `<Scripts>` preloads as modulepreload). A chunk a page
 * imports later (lazy) is counted only when the page always loads it: `ALWAYS_LOADED_LAZY` names
 * those chunks per page, and they count with their static imports (decision 031). Sizes are gzip
 * level 9, as `scripts/precompress.ts` writes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

interface ManifestEntry {
  module: string
  imports?: string[]
  css?: string[]
}
interface ManifestRoute extends ManifestEntry {
  id: string
  parentId?: string
  path?: string
  hasClientLoader?: boolean
}
interface Manifest {
  entry: ManifestEntry
  routes: Record<string, ManifestRoute>
}

export interface PageWeight {
  routeId: string
  path: string
  jsGzipBytes: number
  scripts: string[]
  /** the lazy chunks of `ALWAYS_LOADED_LAZY` counted in `jsGzipBytes` (also in `scripts`) */
  lazy: string[]
  stylesheets: string[]
}

/**
 * Lazy chunks a page loads every time it renders, by route (its id without the language): they
 * weigh on the page as much as its own modules. Names are Rollup's chunk names (the file name
 * without its hash); a name that matches no chunk of the build is an error, never a silent 0.
 */
export const ALWAYS_LOADED_LAZY: Record<string, string[]> = {
  driverDashboard: ['earnings-chart-canvas'],
  // the one map (decision 053): the booking and shared-trip pages draw it at once, the driver mode
  // during a ride; counted as always loaded, so the figure is what a first visit mid-ride costs
  callTaxi: ['map-layer'],
  driverMode: ['map-layer'],
  sharedTrip: ['map-layer'],
}

/** React Router's browser manifest of a build (`build/client/assets/manifest-*.js`). */
export function readManifest(clientDir: string): { manifest: Manifest; file: string } {
  const assets = join(clientDir, 'assets')
  const name = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file))
  if (!name) throw new Error(`No React Router manifest in ${assets}: run npm run build first`)
  const text = readFileSync(join(assets, name), 'utf8')
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)
  return { manifest: JSON.parse(json) as Manifest, file: `/assets/${name}` }
}

function gzipSizeOf(clientDir: string, asset: string, cache: Map<string, number>): number {
  let size = cache.get(asset)
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, asset)), { level: 9 }).length
    cache.set(asset, size)
  }
  return size
}

/** The chain of routes a page renders, root first. */
function routeChain(manifest: Manifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = []
  for (let route: ManifestRoute | undefined = manifest.routes[routeId]; route; ) {
    chain.unshift(route)
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  }
  return chain
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The one built chunk named `name` (`/assets/<name>-<hash>.js`); throws when there is not exactly one. */
export function findChunk(clientDir: string, name: string): string {
  const pattern = new RegExp(`^${escapeRegExp(name)}-[\\w-]{8}\\.js$`)
  const found = readdirSync(join(clientDir, 'assets')).filter((file) => pattern.test(file))
  if (found.length !== 1)
    throw new Error(`Lazy chunk "${name}": ${found.length} files in the build (${found.join(', ')}), expected 1`)
  return `/assets/${found[0]}`
}

/** A chunk and, transitively, the chunks it imports statically (`import … from "./x.js"`). */
function withStaticImports(clientDir: string, asset: string, seen = new Set<string>()): Set<string> {
  if (seen.has(asset)) return seen
  seen.add(asset)
  const code = readFileSync(join(clientDir, asset), 'utf8')
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g))
    withStaticImports(clientDir, `/assets/${match[1]}`, seen)
  return seen
}

/** The lazy chunks (with their imports) a route always loads, from `ALWAYS_LOADED_LAZY`. */
function alwaysLoadedLazy(clientDir: string, routeId: string): { lazy: string[]; scripts: string[] } {
  const names = ALWAYS_LOADED_LAZY[routeId.replace(/-(tr|en)$/, '')] ?? []
  const lazy = names.map((name) => findChunk(clientDir, name))
  const scripts = new Set<string>()
  for (const chunk of lazy) withStaticImports(clientDir, chunk, scripts)
  return { lazy, scripts: [...scripts] }
}

/** What every leaf route (a page) of the build loads: JavaScript gzip bytes and stylesheets. */
export function measurePages(clientDir: string): PageWeight[] {
  const { manifest, file } = readManifest(clientDir)
  const cache = new Map<string, number>()
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId))
  return Object.values(manifest.routes)
    .filter((route) => !parents.has(route.id))
    .map((leaf) => {
      const chain = routeChain(manifest, leaf.id)
      const parts = [manifest.entry, ...chain]
      const lazy = alwaysLoadedLazy(clientDir, leaf.id)
      const scripts = new Set([
        file,
        ...parts.flatMap((part) => [part.module, ...(part.imports ?? [])]),
        ...lazy.scripts,
      ])
      const stylesheets = new Set(parts.flatMap((part) => part.css ?? []))
      const jsGzipBytes = [...scripts].reduce((sum, asset) => sum + gzipSizeOf(clientDir, asset, cache), 0)
      const path = leaf.path ?? ''
      return { routeId: leaf.id, path, jsGzipBytes, scripts: [...scripts], lazy: lazy.lazy, stylesheets: [...stylesheets] }
    })
}

/** The client directory of a build directory (`BUILD_DIR`, default `build`). */
export function clientDirOf(buildDir = process.env.BUILD_DIR ?? 'build'): string {
  return join(buildDir, 'client')
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const clientDir = clientDirOf(process.argv[2])
  if (!existsSync(clientDir)) throw new Error(`No build at ${clientDir}: run npm run build first`)
  const pages = measurePages(clientDir).sort((a, b) => b.jsGzipBytes - a.jsGzipBytes)
  console.log('route'.padEnd(28), 'path'.padEnd(26), 'JS gzip KB'.padStart(10), 'files'.padStart(6), 'css'.padStart(4), ' lazy chunks counted')
  for (const page of pages) {
    console.log(
      page.routeId.padEnd(28),
      (page.path || '/').padEnd(26),
      kb(page.jsGzipBytes).toFixed(1).padStart(10),
      String(page.scripts.length).padStart(6),
      String(page.stylesheets.length).padStart(4),
      page.lazy.length ? ` ${page.lazy.map((chunk) => chunk.replace('/assets/', '')).join(', ')}` : '',
    )
  }
}
