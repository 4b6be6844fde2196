import { apiPath } from '#shared/api-paths.ts'
import { CSV_RESPONSE } from '#shared/schemas/admin.ts'
import { DemandExportQuerySchema, DemandGridSchema, DemandQuerySchema, TopAreasSchema } from '#shared/schemas/demand.ts'
import { z } from '#shared/schemas/zod.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '../../core/api/api-operation.ts'
import { csvStream } from '#server/core/exports/csv.ts'
import { sendCsv } from '#server/core/exports/download.ts'
import { demandCsvColumns } from './demand.csv.ts'
import { demandGrid, demandRows, topAreas } from './demand.service.ts'

const tag = 'Back-office'

/** Where taxis are needed (issue 25, decision 064): staff only, read-only. */
export function demandRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/demand'),
      operationId: 'getDemandGrid',
      summary:
        'Requests, requests no taxi took and average free taxis per grid cell, for a period and optionally one hour',
      tag,
      access: 'staff',
      query: DemandQuerySchema,
      responses: { 200: DemandGridSchema },
      errors: [400],
      handler: ({ query }) => demandGrid(deps, query),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/demand/top-areas'),
      operationId: 'getDemandTopAreas',
      summary: 'The ten areas with the most requests no taxi took in a period, with their peak hours',
      tag,
      access: 'staff',
      query: z.object({ period: DemandQuerySchema.shape.period }),
      responses: { 200: TopAreasSchema },
      errors: [400],
      handler: ({ query }) => topAreas(deps, query.period),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/demand/export'),
      operationId: 'exportDemand',
      summary: 'The period as CSV: one row per area and hour of the day (Istanbul)',
      tag,
      access: 'staff',
      query: DemandExportQuerySchema,
      responses: { 200: CSV_RESPONSE },
      errors: [400],
      handler: async ({ query, reply, lang }) => {
        const csvLang = query.lang ?? lang
        const rows = await demandRows(deps, query.period)
        return sendCsv(reply, `durak-demand-${query.period}.csv`, csvStream(csvLang, demandCsvColumns(csvLang), rows))
      },
    }),
  ]
}
