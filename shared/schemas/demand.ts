import { z } from './zod.ts'

/**
 * Where taxis are needed (issue 25, decision 064): requests, requests no taxi took (expired) and
 * free taxis per grid cell, over the last 7 Istanbul days or today so far, optionally one hour of
 * the day (Istanbul time).
 */
export const DEMAND_PERIODS = ['7d', 'today'] as const
export type DemandPeriod = (typeof DEMAND_PERIODS)[number]

export const DemandQuerySchema = z.object({
  period: z
    .enum(DEMAND_PERIODS)
    .default('7d')
    .meta({ description: '7d: the last 7 Istanbul days, today included; today: since 00:00 Istanbul' }),
  hour: z.coerce
    .number()
    .int()
    .min(0)
    .max(23)
    .optional()
    .meta({ description: 'One hour of the day in Istanbul time (8 = 08:00–09:00); every hour when absent' }),
})
export type DemandQuery = z.infer<typeof DemandQuerySchema>

export const DemandExportQuerySchema = z.object({
  period: DemandQuerySchema.shape.period,
  lang: z.enum(['tr', 'en']).optional(),
})

/** A cell of the presence grid (0.02°) as a map draws it, and the landmark near its centre, if any. */
export const DemandAreaSchema = z
  .object({
    cell: z.string().meta({ description: 'The grid cell, `floor(lat / 0.02):floor(lng / 0.02)`' }),
    south: z.number(),
    west: z.number(),
    north: z.number(),
    east: z.number(),
    centre: z.object({ lat: z.number(), lng: z.number() }),
    landmarkId: z.string().nullable().meta({ description: 'An Istanbul landmark within 1.5 km of the centre' }),
  })
  .meta({ id: 'DemandArea' })
export type DemandArea = z.infer<typeof DemandAreaSchema>

export const DemandFiguresSchema = z.object({
  requests: z.number().int(),
  expired: z.number().int().meta({ description: 'Requests that ended EXPIRED: no taxi took them' }),
  freeTaxis: z
    .number()
    .meta({ description: 'Average free online taxis in the cell over the sampled minutes, 1 decimal' }),
})
export type DemandFigures = z.infer<typeof DemandFiguresSchema>

export const DemandCellSchema = DemandFiguresSchema.extend({ area: DemandAreaSchema }).meta({ id: 'DemandCell' })
export type DemandCell = z.infer<typeof DemandCellSchema>

export const DemandGridSchema = z
  .object({
    period: z.enum(DEMAND_PERIODS),
    hour: z.number().int().nullable(),
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    /** Minutes of the period (and hour) in which free taxis were counted. */
    sampledMinutes: z.number().int(),
    cells: z.array(DemandCellSchema),
  })
  .meta({ id: 'DemandGrid' })
export type DemandGrid = z.infer<typeof DemandGridSchema>

export const TopAreaSchema = DemandCellSchema.extend({
  peakHours: z
    .array(z.number().int())
    .meta({ description: 'Up to 3 hours of the day (Istanbul) with the most expired requests, most first' }),
}).meta({ id: 'DemandTopArea' })
export type TopArea = z.infer<typeof TopAreaSchema>

export const TopAreasSchema = z
  .object({
    period: z.enum(DEMAND_PERIODS),
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    areas: z.array(TopAreaSchema),
  })
  .meta({ id: 'DemandTopAreas' })
export type TopAreas = z.infer<typeof TopAreasSchema>
