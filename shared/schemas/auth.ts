import { z } from './zod.ts'
import { PRIVACY_NOTICE_VERSION } from '../constants.ts'
import { CitySchema, EmailSchema, PasswordSchema, PhoneSchema, requiredText } from './fields.ts'

/** Checked even while other fields are still invalid, so the message shows next to the rest. */
const PASSWORDS_MATCH = {
  path: ['passwordConfirmation'],
  message: 'passwordsDoNotMatch',
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; passwordConfirmation?: unknown }
    return typeof value?.password === 'string' && typeof value.passwordConfirmation === 'string'
  },
}

/** Spec §5: passenger registration, validated the same way by the form and by the API. */
export const RegisterPassengerSchema = z
  .object({
    firstName: requiredText('firstNameRequired', 80),
    lastName: requiredText('lastNameRequired', 80),
    email: EmailSchema,
    phone: PhoneSchema,
    password: PasswordSchema,
    passwordConfirmation: z.string({ error: 'passwordsDoNotMatch' }),
    city: CitySchema,
    /** KVKK: the privacy-notice version the form showed (recorded with the account). */
    privacyNoticeVersion: z
      .literal(PRIVACY_NOTICE_VERSION, { error: 'invalid' })
      .meta({ description: 'Version of the privacy notice (Aydınlatma Metni) shown to the user; the current one.' }),
    /** İYS: separate, opt-in consent to marketing messages; never assumed. */
    marketingConsent: z.boolean().default(false),
  })
  .refine((data) => data.password === data.passwordConfirmation, PASSWORDS_MATCH)
export type RegisterPassengerInput = z.input<typeof RegisterPassengerSchema>
export type RegisterPassenger = z.output<typeof RegisterPassengerSchema>

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired'),
})
export type SignIn = z.infer<typeof SignInSchema>

export const ResetPasswordSchema = z
  .object({ password: PasswordSchema, passwordConfirmation: z.string({ error: 'passwordsDoNotMatch' }) })
  .refine((data) => data.password === data.passwordConfirmation, PASSWORDS_MATCH)
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>

/** The forgot-password form: just the address the link goes to. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema })
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>
