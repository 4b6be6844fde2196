import { z } from './zod.ts'
import { CITIES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PHONE_PATTERN } from '../constants.ts'
import { normalizePhone } from '../phone.ts'
import { VALIDATION_KEYS, type ValidationKey } from '../forms/validation-keys.ts'

// The keys live in a module without zod, which the browser's form checks import (decision 008).
export { VALIDATION_KEYS, type ValidationKey }

/**
 * Small field schemas composed by every form and by the server. Their messages are keys of the
 * `validation` i18n namespace, so the client and the API both show them in the user's language.
 */
export const requiredText = (key: ValidationKey, max = 200) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'tooLong')

export const EmailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'tooLong')
  .pipe(z.email('emailInvalid'))
  .transform((value) => value.toLowerCase())
  .meta({ format: 'email', description: 'Trimmed and lower-cased before use.', examples: ['ayse@example.com'] })

export const PasswordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .min(MIN_PASSWORD_LENGTH, 'passwordTooShort')
  .max(MAX_PASSWORD_LENGTH, 'passwordTooLong')

/** Accepts what people type (normalizePhone); the stored form is the 11 digits, checked by the spec's rule. */
export const PhoneSchema = z
  .string({ error: 'phoneRequired' })
  .transform(normalizePhone)
  .pipe(z.string().min(1, 'phoneRequired').regex(PHONE_PATTERN, 'phoneInvalid'))
  .meta({
    description:
      'A Turkish mobile number as typed ("0555 555 55 55", "+90 555 555 55 55", "555 555 55 55"); stored as 11 digits starting 05 (spec §5).',
    examples: ['0555 555 55 55'],
  })

export const CitySchema = z.enum(CITIES, { error: 'cityRequired' })

/** Field errors of a failed parse as `{ field: key }` (first issue per field wins). */
export function fieldErrors(error: z.ZodError): Record<string, ValidationKey> {
  const out: Record<string, ValidationKey> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    if (out[field]) continue
    out[field] = (VALIDATION_KEYS as readonly string[]).includes(issue.message)
      ? (issue.message as ValidationKey)
      : 'invalid'
  }
  return out
}
