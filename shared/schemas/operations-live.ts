import {
  LIVE_MAX_SPAN_DEGREES,
  OPEN_RIDE_STATES,
  TAXI_STATES,
  type OpenRideState,
  type TaxiState,
} from '../operations-live.ts'
import { z } from './zod.ts'

/**
 * The operations live map's API (issue 25, decision 062): a viewport's snapshot, then its deltas
 * on an event stream, and finding a ride by plate or id.
 */

const commaList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(200)
    .optional()
    .transform((text, ctx): T[] => {
      if (text === undefined || text.trim() === '') return [...values]
      if (text.trim().toUpperCase() === 'NONE') return []
      const picked = text.split(',').map((s) => s.trim().toUpperCase())
      const wrong = picked.filter((s) => !(values as readonly string[]).includes(s))
      if (wrong.length) {
        ctx.addIssue({ code: 'custom', message: `unknown: ${wrong.join(', ')}` })
        return z.NEVER
      }
      return [...new Set(picked)] as T[]
    })

export const LiveViewQuerySchema = z
  .object({
    south: z.coerce.number().min(-90).max(90),
    west: z.coerce.number().min(-180).max(180),
    north: z.coerce.number().min(-90).max(90),
    east: z.coerce.number().min(-180).max(180),
    zoom: z.coerce.number().int().min(1).max(22),
    taxis: commaList(TAXI_STATES).meta({
      description: 'Taxi states to show, comma-separated (FREE, OFFERED, ON_RIDE); all when absent, none with NONE.',
    }),
    rides: commaList(OPEN_RIDE_STATES).meta({
      description:
        'Ride states to show, comma-separated (REQUESTED, ASSIGNED, ARRIVED, IN_PROGRESS); all when absent, none with NONE.',
    }),
  })
  .refine((v) => v.south < v.north && v.west < v.east, { message: 'south < north and west < east' })
  .refine((v) => v.north - v.south <= LIVE_MAX_SPAN_DEGREES && v.east - v.west <= LIVE_MAX_SPAN_DEGREES, {
    message: `at most ${LIVE_MAX_SPAN_DEGREES}° each way`,
  })
export type LiveViewQuery = z.output<typeof LiveViewQuerySchema>

const taxiCounts = z.object({ FREE: z.number().int(), OFFERED: z.number().int(), ON_RIDE: z.number().int() })
const rideCounts = z.object({
  REQUESTED: z.number().int(),
  ASSIGNED: z.number().int(),
  ARRIVED: z.number().int(),
  IN_PROGRESS: z.number().int(),
})
export type TaxiCounts = Record<TaxiState, number>
export type RideCounts = Record<OpenRideState, number>

export const LiveCellSchema = z
  .object({
    id: z.string().meta({ description: '`<factor>/<lat index>:<lng index>` of a grid of 0.02° × factor' }),
    south: z.number(),
    west: z.number(),
    north: z.number(),
    east: z.number(),
    taxis: taxiCounts,
    rides: rideCounts,
    oldestRequestedAt: z.iso.datetime().nullable().meta({ description: 'When its longest-waiting request was made' }),
  })
  .meta({ id: 'LiveCell' })
export type LiveCell = z.infer<typeof LiveCellSchema>

export const LiveTaxiSchema = z
  .object({
    id: z.string(),
    lat: z.number(),
    lng: z.number(),
    state: z.enum(TAXI_STATES),
    plate: z.string().nullable(),
    rideId: z.string().nullable(),
  })
  .meta({ id: 'LiveTaxi' })
export type LiveTaxi = z.infer<typeof LiveTaxiSchema>

export const LiveRideSchema = z
  .object({
    id: z.string(),
    status: z.enum(OPEN_RIDE_STATES),
    lat: z.number().meta({ description: "The taxi's position once assigned, else the pickup" }),
    lng: z.number(),
    requestedAt: z.iso.datetime(),
    statusSince: z.iso.datetime(),
    pickupAddress: z.string(),
    plate: z.string().nullable(),
  })
  .meta({ id: 'LiveRide' })
export type LiveRide = z.infer<typeof LiveRideSchema>

export const LiveTotalsSchema = z.object({ taxis: taxiCounts, rides: rideCounts }).meta({ id: 'LiveTotals' })
export type LiveTotals = z.infer<typeof LiveTotalsSchema>

export const LiveSnapshotSchema = z
  .object({
    at: z.iso.datetime().meta({ description: "The server's time of the figures (ages are counted from it)" }),
    mode: z.enum(['cells', 'detail']).meta({
      description: 'cells: counts per grid cell (zoom below 14); detail: single taxis and rides in view',
    }),
    cells: z.array(LiveCellSchema),
    taxis: z.array(LiveTaxiSchema),
    rides: z.array(LiveRideSchema),
    totals: LiveTotalsSchema.meta({ description: 'Everything in view, by state (the filters applied)' }),
    capped: z.object({ taxis: z.boolean(), rides: z.boolean() }).meta({
      description: 'True when the view holds more than the most one detailed view lists (300 each)',
    }),
  })
  .meta({ id: 'LiveSnapshot' })
export type LiveSnapshot = z.infer<typeof LiveSnapshotSchema>

const changes = <T extends z.ZodType>(item: T) => z.object({ upsert: z.array(item), remove: z.array(z.string()) })

export const LiveDeltaSchema = z
  .object({
    type: z.literal('delta'),
    at: z.iso.datetime(),
    cells: changes(LiveCellSchema),
    taxis: changes(LiveTaxiSchema),
    rides: changes(LiveRideSchema),
    totals: LiveTotalsSchema.optional(),
    capped: z.object({ taxis: z.boolean(), rides: z.boolean() }).optional(),
  })
  .meta({ id: 'LiveDelta' })
export type LiveDelta = z.infer<typeof LiveDeltaSchema>

export const LiveFindQuerySchema = z.object({
  q: z.string().trim().min(2).max(64).meta({ description: 'A ride id, or a plate (spaces and case ignored)' }),
})

export const LiveFoundSchema = z
  .object({
    rideId: z.string().nullable().meta({ description: "The ride found, or the plate's taxi's current ride" }),
    status: z.string().nullable(),
    plate: z.string().nullable(),
    lat: z.number().nullable().meta({ description: 'Where it is now: the taxi, else the pickup; null when unknown' }),
    lng: z.number().nullable(),
  })
  .meta({ id: 'LiveFound' })
export type LiveFound = z.infer<typeof LiveFoundSchema>
