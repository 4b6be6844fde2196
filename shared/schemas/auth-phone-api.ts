import { z } from './zod.ts'
import { AuthUserSchema } from './auth-api.ts'
import { PhoneSignUpProfileSchema } from './auth-phone.ts'

/** POST /api/auth/phone-number/send-otp (issue 23): the number as typed; the server normalises it. */
export const SendPhoneCodeBodySchema = z.object({
  phoneNumber: z.string().meta({ examples: ['0555 555 55 55'] }),
})
export const SendPhoneCodeResultSchema = z.object({ message: z.string() })

/** POST /api/auth/phone-number/verify: the code, and for a number no account has, the passenger's profile. */
export const VerifyPhoneCodeBodySchema = z.object({
  phoneNumber: z.string(),
  code: z.string().meta({ description: 'The 6 digits from the SMS.', examples: ['123456'] }),
  profile: PhoneSignUpProfileSchema.optional().meta({
    description: 'Only when the first answer was `needsProfile`: makes the PASSENGER account.',
  }),
})
export const VerifyPhoneCodeResultSchema = z.union([
  z.object({ status: z.literal(true), token: z.string().nullable(), user: AuthUserSchema }),
  z.object({ status: z.literal(false), needsProfile: z.literal(true) }),
])
export type VerifyPhoneCodeResult = z.infer<typeof VerifyPhoneCodeResultSchema>
