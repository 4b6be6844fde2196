import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import { createTestContext, PUBLIC_URL, type TestContext } from './test/context.ts'
import { readClientBuild } from './web.ts'

/** The built app answered from memory (server/web-files.ts): same headers and bodies as from disk. */
describe('pages and assets from memory', () => {
  let ctx: TestContext
  let app: FastifyInstance
  let dir: string
  const page =
    '<!doctype html><html><head><script>window.x=1</script></head><body>' + 'Destek '.repeat(300) + '</body></html>'
  const script = 'console.log("durak");'.repeat(100)

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'durak-web-'))
    mkdirSync(path.join(dir, 'destek'))
    mkdirSync(path.join(dir, 'assets'))
    mkdirSync(path.join(dir, '__spa', 'en'), { recursive: true })
    for (const [file, body] of [
      ['__spa/passenger-dashboard.html', '<!doctype html><title>passenger shell</title>'],
      ['__spa/en/admin.html', '<!doctype html><title>english back-office shell</title>'],
      ['index.html', page],
      ['destek/index.html', page],
      ['__spa-fallback.html', '<!doctype html><title>app</title>'],
      ['assets/app-abc123.js', script],
    ]) {
      writeFileSync(path.join(dir, file!), body!)
      writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body!))
      writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body!))
    }
    ctx = await createTestContext('sqlite')
    const client = readClientBuild(dir)
    app = await buildApp({
      db: ctx.db,
      dialect: 'sqlite',
      auth: ctx.auth,
      publicUrl: PUBLIC_URL,
      client,
      now: () => new Date(),
    })
  })
  afterAll(async () => {
    await app?.close()
    await ctx?.destroy()
    rmSync(dir, { recursive: true, force: true })
  })
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

  it('sends a page brotli, gzip or plain as accepted, revalidated, with the CSP of its inline script', async () => {
    const br = await get('/destek', { 'accept-encoding': 'gzip, br', 'accept-language': 'tr' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('no-cache')
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(br.headers['content-security-policy']).toContain("'sha256-")
    expect(br.headers['permissions-policy']).toMatch(/camera=\(\)/)
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    expect(br.rawPayload).toEqual(brotliCompressSync(page))
    const gzip = await get('/destek', { 'accept-encoding': 'gzip, br;q=0', 'accept-language': 'tr' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await get('/destek', { 'accept-language': 'tr' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(page)
  })

  it('answers 304 to a matching ETag and caches hashed assets for a year', async () => {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' })
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8')
    const again = await get('/assets/app-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('sends a script the headers that mean something on it, not the document policy', async () => {
    const script = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' })
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin')
    for (const documentOnly of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy'])
      expect([documentOnly, script.headers[documentOnly]]).toEqual([documentOnly, undefined])
    const page = await get('/destek', { 'accept-language': 'tr' })
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('still redirects a first English visit, serves the dashboards the app shell, and 404s the unknown', async () => {
    const english = await get('/destek', { 'accept-language': 'en-US,en;q=0.9' })
    expect(english.statusCode).toBe(302)
    expect(english.headers.location).toBe('/en/destek')
    const dashboard = await get('/driver-dashboard')
    expect(dashboard.statusCode).toBe(200)
    expect(dashboard.body).toContain('<title>app</title>')
    // the back-office (issue 14): every page under /admin is the app shell
    for (const path of ['/admin', '/en/admin/users/u-1', '/admin/rides'])
      expect([path, (await get(path)).statusCode]).toEqual([path, 200])
    expect((await get('/administrator')).statusCode).toBe(404)
    expect((await get('/administrator')).body).toContain('<title>app</title>')
  })

  it('serves a page rendered in the browser its own shell where the build wrote one, else the app shell', async () => {
    const passenger = await get('/passenger-dashboard', { 'accept-encoding': 'br' })
    expect(passenger.statusCode).toBe(200)
    expect(passenger.headers['content-encoding']).toBe('br')
    expect(passenger.headers['cache-control']).toBe('no-cache')
    expect(passenger.headers['content-security-policy']).toContain("'sha256-")
    expect(brotliDecompressSync(passenger.rawPayload).toString()).toContain('<title>passenger shell</title>')
    for (const path of ['/en/admin', '/en/admin/users/u-1'])
      expect([path, (await get(path)).body]).toEqual([path, '<!doctype html><title>english back-office shell</title>'])
    // no shell written for these: the generic one
    expect((await get('/admin/rides')).body).toContain('<title>app</title>')
    expect((await get('/driver-dashboard')).body).toContain('<title>app</title>')
    expect((await get('/assets/missing-0000.js')).statusCode).toBe(404)
    expect((await get('/api/nothing')).statusCode).toBe(404)
  })
})
