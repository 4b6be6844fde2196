import { OSM_ATTRIBUTION } from '#shared/map-attribution.ts'
import type { MapConfig } from '#shared/schemas/map-config.ts'

/**
 * The map's tile host from the environment (README): `MAP_TILES_URL`, an http(s) raster template
 * with `{z}`, `{x}` and `{y}` (and optionally `{s}`, `{r}`), and `MAP_ATTRIBUTION`, the host's
 * credit. No URL: no tiles, the map draws its markers on a plain background. A URL that is not
 * such a template stops the server at start rather than leaving every map blank.
 */
export function mapConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MapConfig {
  const tilesUrl = env.MAP_TILES_URL?.trim() || null
  if (tilesUrl && !isTileTemplate(tilesUrl)) {
    throw new Error(`MAP_TILES_URL must be an http(s) URL with {z}, {x} and {y} (not: ${tilesUrl})`)
  }
  return { tilesUrl, attribution: env.MAP_ATTRIBUTION?.trim() || OSM_ATTRIBUTION }
}

function isTileTemplate(url: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return false
  try {
    return ['http:', 'https:'].includes(new URL(url.replace(/\{[a-z]+\}/g, 'a')).protocol)
  } catch {
    return false
  }
}

/**
 * What the pages' CSP must allow in `img-src` for the tiles: the template's origin, a `{s}`
 * subdomain as a wildcard (`https://*.tile.example.com`). Empty with no tile host.
 */
export function tileImageSources(config: MapConfig): string[] {
  if (!config.tilesUrl) return []
  const origin = new URL(config.tilesUrl.replace('{s}', 'subdomain').replace(/\{[a-z]+\}/g, '0')).origin
  return [config.tilesUrl.includes('{s}') ? origin.replace('//subdomain.', '//*.') : origin]
}
