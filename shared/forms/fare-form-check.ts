import { parseKmToMetres, parseLiraToKurus } from '../format.ts'
import { FARE_INPUT_LIMITS } from '../tariffs/estimate.ts'
import { TAXI_CLASSES } from '../tariffs/types.ts'
import { checkCity, checkFields, checkOneOf, type Check } from './field-checks.ts'
import type { ValidationKey } from './validation-keys.ts'

type Values = Record<string, unknown>

// The fare estimator's form check, apart from the others: it reads numbers with shared/format.ts,
// which the sign-in and registration pages need not load (decision 008).

/** Whole minutes typed by a person → seconds; blank is 0. */
export function minutesToSeconds(text: string): number | null {
  if (text === '') return 0
  return /^\d{1,4}$/.test(text) ? Number(text) * 60 : null
}

const trimmed = (input: unknown): Check<string> =>
  typeof input === 'string' ? { value: input.trim() } : { error: 'invalid' }

/** `FareEstimateFormSchema`: the fields first; the numbers are read only once every field is there. */
export function checkFareEstimateForm(values: Values) {
  const distance = trimmed(values.distanceKm)
  const fields = checkFields({
    city: checkCity(values.city),
    taxiClass: checkOneOf(values.taxiClass, TAXI_CLASSES, 'taxiClassInvalid'),
    distanceKm: distance.value === '' ? ({ error: 'distanceRequired' } as Check<string>) : distance,
    waitingMinutes: trimmed(values.waitingMinutes),
    tollsLira: trimmed(values.tollsLira),
  })
  if (!fields.ok) return fields
  const { city, taxiClass, distanceKm, waitingMinutes, tollsLira } = fields.value
  const { maxDistanceMetres, maxWaitingSeconds, maxTollsKurus } = FARE_INPUT_LIMITS
  const distanceMetres = parseKmToMetres(distanceKm)
  const waitingSeconds = minutesToSeconds(waitingMinutes)
  const tollsKurus = tollsLira === '' ? 0 : parseLiraToKurus(tollsLira)
  const errors: Partial<Record<'distanceKm' | 'waitingMinutes' | 'tollsLira', ValidationKey>> = {}
  if (distanceMetres === null || distanceMetres < 1 || distanceMetres > maxDistanceMetres) {
    errors.distanceKm = 'distanceInvalid'
  }
  if (waitingSeconds === null || waitingSeconds > maxWaitingSeconds) errors.waitingMinutes = 'waitingInvalid'
  if (tollsKurus === null || tollsKurus > maxTollsKurus) errors.tollsLira = 'tollsInvalid'
  if (Object.keys(errors).length) return { ok: false as const, errors }
  return {
    ok: true as const,
    value: {
      city,
      taxiClass,
      distanceMetres: distanceMetres!,
      waitingSeconds: waitingSeconds!,
      tollsKurus: tollsKurus!,
    },
  }
}
