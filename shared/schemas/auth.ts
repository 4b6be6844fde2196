import { z } from 'zod'
import { CitySchema, EmailSchema, PasswordSchema, PhoneSchema, requiredText } from './fields.ts'

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
  })
  .refine((data) => data.password === data.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'passwordsDoNotMatch',
  })
export type RegisterPassengerInput = z.input<typeof RegisterPassengerSchema>
export type RegisterPassenger = z.output<typeof RegisterPassengerSchema>

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired'),
})
export type SignIn = z.infer<typeof SignInSchema>

export const ResetPasswordSchema = z
  .object({ password: PasswordSchema, passwordConfirmation: z.string() })
  .refine((data) => data.password === data.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'passwordsDoNotMatch',
  })
