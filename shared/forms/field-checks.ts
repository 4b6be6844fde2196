import { CITIES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PHONE_PATTERN, type City } from '../constants.ts'
import { normalizePhone } from '../phone.ts'
import type { ValidationKey } from './validation-keys.ts'

/**
 * The field rules of shared/schemas/fields.ts as plain functions, for the browser (decision 008:
 * zod cost 25 KB gzip on every form page). The server parses with the zod schemas; a test holds
 * both to the same answers for every case (shared/forms/form-checks.test.ts).
 */
export type Check<T> = { value: T; error?: undefined } | { value?: undefined; error: ValidationKey }

/** zod's `z.email()` pattern (zod 4 `regexes.email`). */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** `requiredText(key, max)`: trimmed, not empty, at most `max` characters. */
export function checkRequiredText(input: unknown, key: ValidationKey, max = 200): Check<string> {
  if (typeof input !== 'string') return { error: key }
  const value = input.trim()
  if (value.length < 1) return { error: key }
  if (value.length > max) return { error: 'tooLong' }
  return { value }
}

/** `EmailSchema`: trimmed, required, at most 254, an address; lower-cased. */
export function checkEmail(input: unknown): Check<string> {
  if (typeof input !== 'string') return { error: 'emailRequired' }
  const value = input.trim()
  if (value.length < 1) return { error: 'emailRequired' }
  if (value.length > 254) return { error: 'tooLong' }
  if (!EMAIL_PATTERN.test(value)) return { error: 'emailInvalid' }
  return { value: value.toLowerCase() }
}

/** `PasswordSchema`: required, at least MIN_PASSWORD_LENGTH, at most MAX_PASSWORD_LENGTH (not trimmed). */
export function checkPassword(input: unknown): Check<string> {
  if (typeof input !== 'string' || input.length < 1) return { error: 'passwordRequired' }
  if (input.length < MIN_PASSWORD_LENGTH) return { error: 'passwordTooShort' }
  if (input.length > MAX_PASSWORD_LENGTH) return { error: 'passwordTooLong' }
  return { value: input }
}

/** `PhoneSchema`: spaces ignored, then required and PHONE_PATTERN. */
export function checkPhone(input: unknown): Check<string> {
  if (typeof input !== 'string') return { error: 'phoneRequired' }
  // as people type it ("0555 555 55 55", "+90 555…"): the spec's rule is checked on the normal form
  const value = normalizePhone(input)
  if (value.length < 1) return { error: 'phoneRequired' }
  if (!PHONE_PATTERN.test(value)) return { error: 'phoneInvalid' }
  return { value }
}

/** `CitySchema`: one of CITIES. */
export function checkCity(input: unknown): Check<City> {
  return (CITIES as readonly unknown[]).includes(input) ? { value: input as City } : { error: 'cityRequired' }
}

/** One of `options`, else `key`. */
export function checkOneOf<T extends string>(input: unknown, options: readonly T[], key: ValidationKey): Check<T> {
  return (options as readonly unknown[]).includes(input) ? { value: input as T } : { error: key }
}

/** A form's outcome: its parsed values, or the first message per field. */
export type FormCheck<Output, Field extends string> =
  { ok: true; value: Output } | { ok: false; errors: Partial<Record<Field, ValidationKey>> }

/** Run each field's check; all pass → the values, else the first message of each failing field. */
export function checkFields<Checks extends Record<string, Check<unknown>>>(
  checks: Checks,
): FormCheck<{ [K in keyof Checks]: NonNullable<Checks[K]['value']> }, keyof Checks & string> {
  const errors: Partial<Record<string, ValidationKey>> = {}
  const value: Record<string, unknown> = {}
  for (const [field, check] of Object.entries(checks)) {
    if (check.error) errors[field] = check.error
    else value[field] = check.value
  }
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, value: value as { [K in keyof Checks]: NonNullable<Checks[K]['value']> } }
}
