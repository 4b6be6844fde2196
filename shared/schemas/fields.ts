import { z } from 'zod'
import { CITIES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PHONE_PATTERN } from '../constants.ts'

// zod 4 probes `new Function` to compile fast parsers; our CSP forbids eval, so never try.
z.config({ jitless: true })

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

export const PasswordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .min(MIN_PASSWORD_LENGTH, 'passwordTooShort')
  .max(MAX_PASSWORD_LENGTH, 'passwordTooLong')

/** Spaces are ignored; the stored form is the 11 digits. */
export const PhoneSchema = z
  .string({ error: 'phoneRequired' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'phoneRequired').regex(PHONE_PATTERN, 'phoneInvalid'))

export const CitySchema = z.enum(CITIES, { error: 'cityRequired' })

export const VALIDATION_KEYS = [
  'firstNameRequired',
  'lastNameRequired',
  'emailRequired',
  'emailInvalid',
  'phoneRequired',
  'phoneInvalid',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordsDoNotMatch',
  'cityRequired',
  'emailTaken',
  'reasonRequired',
  'nameRequired',
  'messageRequired',
  'categoryRequired',
  'tooLong',
  'invalid',
] as const
export type ValidationKey = (typeof VALIDATION_KEYS)[number]

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
