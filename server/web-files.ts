import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import type { OutgoingHttpHeaders } from 'node:http'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * The built app held in memory with every response header computed at start: a page or asset
 * request costs a map lookup and one write, close to a plain `node:http` server
 * (docs/decisions/014-web-files-from-memory.md).
 */
type Encoding = 'br' | 'gzip' | 'identity'
type Variant = { body: Buffer; headers: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders }
export type WebFile = { isPage: boolean; variants: Partial<Record<Encoding, Variant>> & { identity: Variant } }

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
}

function cacheControlOf(rel: string): string {
  // the service worker: the browser must see a new version at once (it caps its own cache at a day)
  if (rel === 'sw.js') return 'no-cache'
  if (rel.startsWith('assets/')) return 'public, max-age=31536000, immutable'
  return rel.endsWith('.html') ? 'no-cache' : 'public, max-age=3600'
}

function variant(body: Buffer, base: OutgoingHttpHeaders, etag: string, encoding: Encoding): Variant {
  const headers = {
    ...base,
    etag,
    'content-length': body.length,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  }
  const { 'content-length': _length, 'content-encoding': _encoding, ...notModified } = headers
  return { body, headers, notModified }
}

/**
 * Every file of `dir` (with its .br/.gz twins from scripts/precompress.ts) by URL path; pages
 * (`x/index.html`) under `/x`. `extraPaths` serves one file under more paths (the SPA fallback).
 */
export function loadWebFiles(
  dir: string,
  security: WebFileSecurityHeaders,
  extraPaths: Record<string, string> = {},
): Map<string, WebFile> {
  const files = new Map<string, WebFile>()
  const byRel = new Map<string, WebFile>()
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel))) {
      const relPath = rel ? `${rel}/${name}` : name
      const file = path.join(dir, relPath)
      if (statSync(file).isDirectory()) walk(relPath)
      else if (!/\.(br|gz)$/.test(name)) byRel.set(relPath, readWebFile(file, relPath, security))
    }
  }
  walk('')
  for (const [rel, webFile] of byRel) {
    files.set(`/${rel}`, webFile)
    if (rel === 'index.html') files.set('/', webFile)
    else if (rel.endsWith('/index.html')) files.set(`/${rel.slice(0, -'/index.html'.length)}`, webFile)
  }
  for (const [urlPath, rel] of Object.entries(extraPaths)) {
    const webFile = byRel.get(rel)
    if (webFile && !files.has(urlPath)) files.set(urlPath, webFile)
  }
  return files
}

/** Documents (pages, and SVG, which can be opened as one) get the page set; other files the asset set. */
export type WebFileSecurityHeaders = { page: OutgoingHttpHeaders; asset: OutgoingHttpHeaders }

function readWebFile(file: string, rel: string, security: WebFileSecurityHeaders): WebFile {
  const raw = readFileSync(file)
  const isPage = rel.endsWith('.html')
  const base: OutgoingHttpHeaders = {
    ...(isPage || rel.endsWith('.svg') ? security.page : security.asset),
    'content-type': TYPES[path.extname(rel)] ?? 'application/octet-stream',
    'cache-control': cacheControlOf(rel),
    vary: isPage ? 'accept-encoding, accept-language, cookie' : 'accept-encoding',
  }
  const hash = createHash('sha1').update(raw).digest('base64url').slice(0, 20)
  const variants: WebFile['variants'] = { identity: variant(raw, base, `"${hash}"`, 'identity') }
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(file + suffix))
      variants[encoding] = variant(readFileSync(file + suffix), base, `"${hash}-${encoding}"`, encoding)
  }
  return { isPage, variants }
}

/** br, then gzip, then none, as the client accepts them (a `;q=0` refuses). */
function pickEncoding(file: WebFile, acceptEncoding: string | undefined): Variant {
  if (acceptEncoding) {
    if (file.variants.br && /\bbr\b(?!;q=0(\.0*)?\b)/.test(acceptEncoding)) return file.variants.br
    if (file.variants.gzip && /\bgzip\b(?!;q=0(\.0*)?\b)/.test(acceptEncoding)) return file.variants.gzip
  }
  return file.variants.identity
}

/**
 * An onRequest hook, added before helmet and compression so neither runs again for a file:
 * GET/HEAD of a known path is answered from memory (304 when the ETag matches); anything else,
 * and a page whose visitor `redirects` says goes elsewhere, continues to the routes.
 */
export function serveWebFiles(
  app: FastifyInstance,
  files: Map<string, WebFile>,
  redirects: (request: FastifyRequest, pathname: string) => boolean,
) {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // Range requests (video in Safari) go to @fastify/static, which answers them with 206
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range) return done()
    const query = request.url.indexOf('?')
    const pathname = query === -1 ? request.url : request.url.slice(0, query)
    const file = files.get(pathname)
    if (!file || (file.isPage && redirects(request, pathname))) return done()
    const chosen = pickEncoding(file, request.headers['accept-encoding'])
    reply.hijack()
    if (request.headers['if-none-match'] === chosen.headers.etag) {
      reply.raw.writeHead(304, chosen.notModified).end()
    } else {
      reply.raw.writeHead(200, chosen.headers).end(request.method === 'HEAD' ? undefined : chosen.body)
    }
  })
}
