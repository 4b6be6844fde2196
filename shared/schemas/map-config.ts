import { z } from './zod.ts'
import { OSM_ATTRIBUTION } from '../map-attribution.ts'

/**
 * `GET /api/v1/map-config`: where the map's raster tiles come from (MAP_TILES_URL, a `{z}/{x}/{y}`
 * template) and the credit to show. `tilesUrl` null: no tile host, the map draws its markers on a
 * plain background.
 */
export const MapConfigSchema = z
  .object({
    tilesUrl: z.string().nullable().meta({ example: 'https://tiles.example.com/osm/{z}/{x}/{y}.png' }),
    attribution: z.string().meta({ example: OSM_ATTRIBUTION }),
  })
  .meta({ id: 'MapConfig' })
export type MapConfig = z.infer<typeof MapConfigSchema>
