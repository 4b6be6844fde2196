import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { httpOf, json } from '#server/test/api-world.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { mapConfigFromEnv, tileImageSources } from './map-config.ts'

const TILES = 'https://tiles.example.com/osm/{z}/{x}/{y}.png'

describe('map config from the environment', () => {
  it('has no tiles and credits OpenStreetMap when MAP_TILES_URL is not set', () => {
    expect(mapConfigFromEnv({})).toEqual({ tilesUrl: null, attribution: '© OpenStreetMap contributors' })
  })
  it('takes a {z}/{x}/{y} template and the host’s credit', () => {
    expect(mapConfigFromEnv({ MAP_TILES_URL: TILES, MAP_ATTRIBUTION: '© Example Maps' })).toEqual({
      tilesUrl: TILES,
      attribution: '© Example Maps',
    })
  })
  it('refuses a URL that is not an http(s) tile template', () => {
    expect(() => mapConfigFromEnv({ MAP_TILES_URL: 'https://tiles.example.com/osm.png' })).toThrow(/MAP_TILES_URL/)
    expect(() => mapConfigFromEnv({ MAP_TILES_URL: 'javascript:{z}{x}{y}' })).toThrow(/MAP_TILES_URL/)
  })
  it('allows the tile host’s origin in img-src, a {s} subdomain as a wildcard', () => {
    expect(tileImageSources({ tilesUrl: TILES, attribution: '' })).toEqual(['https://tiles.example.com'])
    expect(
      tileImageSources({ tilesUrl: 'https://{s}.tile.example.org:8443/{z}/{x}/{y}.png', attribution: '' }),
    ).toEqual(['https://*.tile.example.org:8443'])
    expect(tileImageSources({ tilesUrl: null, attribution: '' })).toEqual([])
  })
})

describe.each(DIALECTS)('GET /api/v1/map-config on %s', (dialect) => {
  let ctx: TestContext
  const { get } = httpOf(() => ctx)
  beforeAll(async () => {
    process.env.MAP_TILES_URL = TILES
    ctx = await createTestContext(dialect)
  })
  afterEach(() => {
    delete process.env.MAP_TILES_URL
  })
  afterAll(async () => ctx?.destroy())

  it('tells anyone, signed in or not, the tile template and credit, cacheable since it is not personal', async () => {
    const response = await get('/api/v1/map-config')
    expect(response.statusCode).toBe(200)
    expect(json(response.body)).toEqual({ tilesUrl: TILES, attribution: '© OpenStreetMap contributors' })
    expect(response.headers['cache-control']).toBe('public, max-age=300')
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it('lets pages load the tiles: the host’s origin is in img-src', async () => {
    const page = await get('/paylasilan-yolculuk')
    expect(String(page.headers['content-security-policy'])).toMatch(
      /img-src 'self' data: https:\/\/tiles\.example\.com;/,
    )
  })
})
