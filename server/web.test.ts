import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readClientBuild, robotsTxt, sitemapXml } from './web.ts'

describe('one site address for canonical links, robots.txt and sitemap.xml', () => {
  it('reads the address from the built home page canonical link', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'durak-build-'))
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><link rel="canonical" href="https://durak.example/"/></head></html>',
    )
    writeFileSync(path.join(dir, '__spa-fallback.html'), '<html></html>')
    const build = readClientBuild(dir)
    expect(build?.siteUrl).toBe('https://durak.example')
    expect(robotsTxt(build!.siteUrl!)).toContain('Sitemap: https://durak.example/sitemap.xml')
    expect(sitemapXml(build!.siteUrl!)).toContain('<loc>https://durak.example/destek</loc>')
  })
  it('has no address of its own when the build has no canonical link (the server then uses PUBLIC_URL)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'durak-build-'))
    writeFileSync(path.join(dir, 'index.html'), '<html></html>')
    expect(readClientBuild(dir)?.siteUrl).toBeNull()
  })
})
