import { z } from './zod.ts'
import { PRIVACY_NOTICE_VERSION } from '../constants.ts'
import { CitySchema, PhoneSchema, requiredText } from './fields.ts'

/** Six digits, as the SMS says them (issue 23): spaces people type between them are dropped. */
export const PHONE_CODE_LENGTH = 6
export const PhoneCodeSchema = z
  .string({ error: 'codeInvalid' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'codeInvalid'))

/** Step 1 of sign-in by phone: the number a code goes to (normalised to `05XXXXXXXXX`). */
export const PhoneCodeRequestSchema = z.object({ phoneNumber: PhoneSchema })
export type PhoneCodeRequestInput = z.input<typeof PhoneCodeRequestSchema>

/** Step 2: the code from the SMS. */
export const PhoneCodeEntrySchema = z.object({ code: PhoneCodeSchema })
export type PhoneCodeEntryInput = z.input<typeof PhoneCodeEntrySchema>

/**
 * Step 3, only for a number no account has: what spec §5 asks of every passenger, without an
 * e-mail or password (the verified number is the sign-in). The form and the server both use it.
 */
export const PhoneSignUpProfileSchema = z.object({
  firstName: requiredText('firstNameRequired', 80),
  lastName: requiredText('lastNameRequired', 80),
  city: CitySchema,
  /** KVKK: the privacy-notice version the form showed (recorded with the account). */
  privacyNoticeVersion: z.literal(PRIVACY_NOTICE_VERSION, { error: 'invalid' }),
  /** İYS: separate, opt-in consent to marketing messages; never assumed. */
  marketingConsent: z.boolean().default(false),
})
export type PhoneSignUpProfileInput = z.input<typeof PhoneSignUpProfileSchema>
export type PhoneSignUpProfile = z.output<typeof PhoneSignUpProfileSchema>
