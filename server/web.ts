import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import {
  ADMIN_PAGES,
  LANG_COOKIE,
  PAGES,
  PRERENDERED_PAGES,
  isAdminPath,
  langFromPath,
  localePath,
  pathInLang,
} from '#shared/routes.ts'
import { prefersEnglish } from './core/i18n.ts'
import type { ClientBuild } from '#server/features/app-deps.ts'
import { loadWebFiles, serveWebFiles, type WebFileSecurityHeaders } from './web-files.ts'

/** Where scripts/build/route-shells.ts writes the pages' shells. */
export const SHELL_DIR = '__spa'

/** The origin of the home page's canonical link, so robots.txt and sitemap.xml name the same site. */
function canonicalSiteUrl(dir: string): string | null {
  const home = path.join(dir, 'index.html')
  if (!existsSync(home)) return null
  const href = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(readFileSync(home, 'utf8'))?.[1]
  return href ? new URL(href).origin : null
}

/** The pages not prerendered (signed-in panels, the printable receipt and statement, the reset form). */
const SPA_PATHS = new Set(
  [
    PAGES.driverDashboard,
    PAGES.passengerDashboard,
    PAGES.resetPassword,
    PAGES.receipt,
    PAGES.weeklyStatement,
    PAGES.callTaxi,
    PAGES.driverMode,
    PAGES.sharedTrip,
  ].flatMap((p) => [p, localePath(p, 'en')]),
)
const ALL_PAGE_PATHS = new Set(Object.values(PAGES).flatMap((p) => [p, localePath(p, 'en')]))

/** Read `build/client` once at start. Returns null when the app has not been built. */
export function readClientBuild(dir: string): ClientBuild | null {
  if (!existsSync(dir)) return null
  const pages = new Map<string, string>()
  const shells = new Map<string, string>()
  const hashes = new Set<string>()
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel))) {
      const relPath = rel ? `${rel}/${name}` : name
      if (statSync(path.join(dir, relPath)).isDirectory()) {
        if (name !== 'assets') walk(relPath)
      } else if (name.endsWith('.html')) {
        const html = readFileSync(path.join(dir, relPath), 'utf8')
        for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
          hashes.add(
            `'sha256-${createHash('sha256')
              .update(match[1] ?? '')
              .digest('base64')}'`,
          )
        }
        if (name === 'index.html') pages.set(rel ? `/${rel}` : '/', relPath)
        else if (relPath.startsWith(`${SHELL_DIR}/`))
          shells.set(relPath.slice(SHELL_DIR.length, -'.html'.length), relPath)
      }
    }
  }
  walk('')
  const fallback = existsSync(path.join(dir, '__spa-fallback.html')) ? '__spa-fallback.html' : 'index.html'
  if (!existsSync(path.join(dir, fallback))) return null
  return { dir, pages, fallback, shells, scriptHashes: [...hashes].sort(), siteUrl: canonicalSiteUrl(dir) }
}

/** The HTML a page rendered in the browser is served: its own shell, else the generic fallback. */
export function spaShellOf(build: Pick<ClientBuild, 'shells' | 'fallback'>, pathname: string): string {
  const key = isAdminPath(pathname) ? localePath(ADMIN_PAGES.overview, langFromPath(pathname)) : pathname
  return build.shells.get(key) ?? build.fallback
}

/**
 * Pages, the SPA fallback and assets from memory with their headers computed once (helmet's on
 * pages, the asset set on other files: decision 033); call before the other hooks, which then
 * skip these requests.
 */
export async function serveBuildFromMemory(
  app: FastifyInstance,
  build: ClientBuild,
  securityHeaders: WebFileSecurityHeaders,
) {
  const spaPaths = Object.fromEntries([...SPA_PATHS].map((p) => [p, spaShellOf(build, p)]))
  const files = loadWebFiles(build.dir, securityHeaders, spaPaths)
  serveWebFiles(app, files, shouldRedirectToEnglish)
}

/** Serve the built app: hashed assets for a year, HTML always revalidated, unknown assets a plain 404. */
export async function registerWeb(app: FastifyInstance, build: ClientBuild, publicUrl: string) {
  // One site address for canonical links, robots.txt and sitemap.xml: the one the build was made for.
  const siteUrl = build.siteUrl ?? publicUrl
  await app.register(fastifyStatic, {
    root: build.dir,
    prefix: '/',
    index: false,
    redirect: false,
    wildcard: false,
    // scripts/precompress.ts writes .br and .gz beside each file at build time
    preCompressed: true,
    setHeaders(res, filePath: string) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable')
      } else if (/\.html(\.br|\.gz)?$/.test(filePath) || /[/\\]sw\.js(\.br|\.gz)?$/.test(filePath)) {
        res.header('cache-control', 'no-cache')
      } else {
        res.header('cache-control', 'public, max-age=3600')
      }
    },
  })

  // Crawlers: every prerendered page in both languages; the panels and the reset page stay out.
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(siteUrl)),
  )
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(siteUrl)),
  )

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1')
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.callNotFound() // the API's own 404 or 405, in the caller's language (core/api/unmatched-requests.ts)
    }
    const page = build.pages.get(pathname)
    const isPage = ALL_PAGE_PATHS.has(pathname)
    if (isPage && shouldRedirectToEnglish(request, pathname)) {
      return reply.redirect(pathInLang(pathname, 'en') + queryOf(request.url), 302)
    }
    if (page) return reply.header('vary', 'accept-language, cookie').sendFile(page)
    const file = path.join(build.dir, pathname)
    if (!pathname.includes('..') && path.extname(pathname) && existsSync(file) && statSync(file).isFile()) {
      return reply.sendFile(pathname.slice(1))
    }
    if (path.extname(pathname)) return reply.code(404).type('text/plain').send('Not found')
    // Dashboards, the back-office and the reset page are rendered in the browser; anything else is a 404 page.
    const isSpaPage = SPA_PATHS.has(pathname) || isAdminPath(pathname)
    return reply
      .code(isSpaPage ? 200 : 404)
      .header('vary', 'accept-language, cookie')
      .sendFile(isSpaPage ? spaShellOf(build, pathname) : build.fallback)
  })
}

function queryOf(url: string): string {
  const index = url.indexOf('?')
  return index >= 0 ? url.slice(index) : ''
}

/** A first visit (no language chosen yet) from an English-preferring browser goes to the /en twin. */
function shouldRedirectToEnglish(request: FastifyRequest, pathname: string): boolean {
  if (langFromPath(pathname) !== 'tr') return false
  if (new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=`).test(request.headers.cookie ?? '')) return false
  return prefersEnglish(request.headers['accept-language'])
}

export function robotsTxt(publicUrl: string): string {
  const disallowed = [PAGES.driverDashboard, PAGES.passengerDashboard, PAGES.resetPassword, '/admin'].flatMap((p) => [
    p,
    `/en${p}`,
  ])
  return [
    'User-agent: *',
    ...disallowed.map((p) => `Disallow: ${p}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

export function sitemapXml(publicUrl: string): string {
  const urls = PRERENDERED_PAGES.map((key) => {
    const alternates = (['tr', 'en'] as const)
      .map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${publicUrl}${localePath(PAGES[key], lang)}"/>`,
      )
      .join('\n')
    return (['tr', 'en'] as const)
      .map((lang) => `  <url>\n    <loc>${publicUrl}${localePath(PAGES[key], lang)}</loc>\n${alternates}\n  </url>`)
      .join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}
