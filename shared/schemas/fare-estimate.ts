import { z } from './zod.ts'
import { CITIES } from '../constants.ts'
import { parseKmToMetres, parseLiraToKurus } from '../format.ts'
import { FARE_INPUT_LIMITS } from '../tariffs/estimate.ts'
import { DEFAULT_TAXI_CLASS, TAXI_CLASSES } from '../tariffs/types.ts'
import { CitySchema } from './fields.ts'
import { minutesToSeconds } from '../forms/fare-form-check.ts'

const { maxDistanceMetres, maxWaitingSeconds, maxTollsKurus } = FARE_INPUT_LIMITS

export const TaxiClassSchema = z.enum(TAXI_CLASSES, { error: 'taxiClassInvalid' })

/** `POST /api/v1/fare-estimates`: integers in the smallest unit, as everywhere in the API. */
export const FareEstimateRequestSchema = z.object({
  city: CitySchema,
  taxiClass: TaxiClassSchema.default(DEFAULT_TAXI_CLASS),
  distanceMetres: z
    .number({ error: 'distanceRequired' })
    .int('distanceInvalid')
    .min(1, 'distanceInvalid')
    .max(maxDistanceMetres, 'distanceInvalid'),
  waitingSeconds: z
    .number({ error: 'waitingInvalid' })
    .int('waitingInvalid')
    .min(0, 'waitingInvalid')
    .max(maxWaitingSeconds, 'waitingInvalid')
    .default(0),
  tollsKurus: z
    .number({ error: 'tollsInvalid' })
    .int('tollsInvalid')
    .min(0, 'tollsInvalid')
    .max(maxTollsKurus, 'tollsInvalid')
    .default(0),
  /** When the ride happens (ISO 8601 with offset); now when absent. */
  at: z.iso.datetime({ offset: true, error: 'dateInvalid' }).optional(),
})
export type FareEstimateRequest = z.output<typeof FareEstimateRequestSchema>

/**
 * The estimator form: what a person types (km with a comma or a point, minutes, lira), parsed into
 * the request's units so the page and the API apply one set of limits.
 */
export const FareEstimateFormSchema = z
  .object({
    city: CitySchema,
    taxiClass: TaxiClassSchema,
    distanceKm: z.string().trim().min(1, 'distanceRequired'),
    waitingMinutes: z.string().trim(),
    tollsLira: z.string().trim(),
  })
  .transform((form, ctx) => {
    const distanceMetres = parseKmToMetres(form.distanceKm)
    const waitingSeconds = minutesToSeconds(form.waitingMinutes)
    const tollsKurus = form.tollsLira === '' ? 0 : parseLiraToKurus(form.tollsLira)
    if (distanceMetres === null || distanceMetres < 1 || distanceMetres > maxDistanceMetres) {
      ctx.addIssue({ code: 'custom', path: ['distanceKm'], message: 'distanceInvalid' })
    }
    if (waitingSeconds === null || waitingSeconds > maxWaitingSeconds) {
      ctx.addIssue({ code: 'custom', path: ['waitingMinutes'], message: 'waitingInvalid' })
    }
    if (tollsKurus === null || tollsKurus > maxTollsKurus) {
      ctx.addIssue({ code: 'custom', path: ['tollsLira'], message: 'tollsInvalid' })
    }
    return {
      city: form.city,
      taxiClass: form.taxiClass,
      distanceMetres: distanceMetres ?? 0,
      waitingSeconds: waitingSeconds ?? 0,
      tollsKurus: tollsKurus ?? 0,
    }
  })
export type FareEstimateFormInput = z.input<typeof FareEstimateFormSchema>

const RatesSchema = z.object({
  openingKurus: z.number().int(),
  perKmKurus: z.number().int(),
  minimumKurus: z.number().int(),
  waitingPerHourKurus: z.number().int(),
})

/** The answer: an estimate with its breakdown, or why there is no tariff to apply (never a guess). */
export const FareEstimateResponseSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('estimate'),
      city: z.enum(CITIES),
      taxiClass: TaxiClassSchema,
      /** The instant the estimate is for (ISO UTC). */
      at: z.string(),
      /** `YYYY-MM-DD` (Europe/Istanbul), the day the tariff took effect. */
      effectiveFrom: z.string(),
      rates: RatesSchema,
      source: z.object({ tr: z.string(), en: z.string(), isVerified: z.boolean() }),
      distanceMetres: z.number().int(),
      waitingSeconds: z.number().int(),
      openingKurus: z.number().int(),
      distanceKurus: z.number().int(),
      waitingKurus: z.number().int(),
      meterKurus: z.number().int(),
      minimumKurus: z.number().int(),
      isMinimumApplied: z.boolean(),
      fareKurus: z.number().int(),
      tollsKurus: z.number().int(),
      serviceFeeKurus: z.number().int(),
      totalKurus: z.number().int(),
      /** "The meter decides the final fare", in the caller's language. */
      note: z.string(),
    }),
    z.object({
      kind: z.literal('unknown'),
      city: z.enum(CITIES),
      taxiClass: TaxiClassSchema,
      at: z.string(),
      reason: z.enum(['cityUnknown', 'classUnknown', 'notYetKnown', 'figuresUnknown']),
      /** "Tariff not known yet…", in the caller's language. */
      message: z.string(),
    }),
  ])
  .meta({ id: 'FareEstimate' })
export type FareEstimateResponse = z.infer<typeof FareEstimateResponseSchema>
