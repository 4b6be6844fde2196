import { z } from './zod.ts'
import { AuthUserSchema } from './auth-api.ts'

/** better-auth's twoFactor endpoints the staff sign-in calls (issue 14), as they really answer. */
export const EnableTwoFactorBodySchema = z.object({
  password: z.string(),
  issuer: z.string().optional(),
  method: z.enum(['totp', 'otp']).optional(),
})

export const EnableTwoFactorResultSchema = z
  .object({
    method: z.string(),
    /** `otpauth://totp/…`: what the QR code holds; its `secret` is shown as text too. */
    totpURI: z.string().optional(),
    backupCodes: z.array(z.string()).optional(),
  })
  .meta({ id: 'EnableTwoFactorResult' })

export const VerifyTotpBodySchema = z.object({
  code: z.string(),
  /** Remember this browser for 30 days (we do not offer it to staff). */
  trustDevice: z.boolean().optional(),
})

export const VerifyBackupCodeBodySchema = z.object({
  code: z.string(),
  trustDevice: z.boolean().optional(),
  disableSession: z.boolean().optional(),
})

export const VerifyTwoFactorResultSchema = z
  .object({ token: z.string(), user: AuthUserSchema.partial().extend({ id: z.string() }) })
  .meta({ id: 'VerifyTwoFactorResult' })
