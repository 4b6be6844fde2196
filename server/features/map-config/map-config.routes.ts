import { apiPath } from '#shared/api-paths.ts'
import { MapConfigSchema } from '#shared/schemas/map-config.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { mapConfigFromEnv } from './map-config.ts'

/** Not personal and fixed for the life of an instance: browsers may keep it a few minutes. */
const MAP_CONFIG_CACHE = 'public, max-age=300'

/** `GET /api/v1/map-config`: the tile host the pages' map draws from, read once per instance. */
export function mapConfigRoutes(): ApiRoute[] {
  const config = mapConfigFromEnv()
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/map-config'),
      operationId: 'getMapConfig',
      summary: "The map's raster tile template (MAP_TILES_URL) and its credit; null: no tiles, markers only",
      tag: 'Map',
      access: 'public',
      responses: { 200: MapConfigSchema },
      handler: async ({ reply }) => {
        reply.header('cache-control', MAP_CONFIG_CACHE)
        return config
      },
    }),
  ]
}
