import { OSM_ATTRIBUTION } from '#shared/map-attribution.ts'
import type { MapConfig } from '#shared/schemas/map-config.ts'

const NO_TILES: MapConfig = { tilesUrl: null, attribution: OSM_ATTRIBUTION }

let pending: Promise<MapConfig> | null = null

/**
 * The tile host and credit from `GET /api/v1/map-config`, asked once per page load. Any failure
 * means no tiles: the map still shows its markers on a plain background.
 */
export function loadMapConfig(): Promise<MapConfig> {
  pending ??= fetch('/api/v1/map-config', { headers: { accept: 'application/json' }, credentials: 'omit' })
    .then(async (response) => (response.ok ? parseMapConfig(await response.json()) : NO_TILES))
    .catch(() => NO_TILES)
  return pending
}

/** Checked by hand: no zod in the browser (decision 008). */
export function parseMapConfig(data: unknown): MapConfig {
  if (typeof data !== 'object' || data === null) return NO_TILES
  const { tilesUrl, attribution } = data as Record<string, unknown>
  return {
    tilesUrl: typeof tilesUrl === 'string' && /^https?:\/\//.test(tilesUrl) ? tilesUrl : null,
    attribution: typeof attribution === 'string' && attribution ? attribution : OSM_ATTRIBUTION,
  }
}

/** Tests: forget the answer so the next map asks again. */
export function resetMapConfigForTests() {
  pending = null
}
