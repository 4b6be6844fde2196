import { z } from './zod.ts'

/**
 * better-auth's endpoints under `/api/auth` that our apps call, as their answers really are (the API
 * tests check every answer against these). Documented in the OpenAPI document beside `/api/v1`.
 */

/** better-auth's error body: not our `{ error: … }` shape. */
export const AuthErrorBodySchema = z
  .object({
    code: z.string().optional(),
    message: z.string(),
    /** Set by our per-account sign-in lock (429). */
    retryAfterSeconds: z.number().int().optional(),
  })
  .meta({ id: 'AuthError' })

/** The account as better-auth returns it (its own fields and the spec's §3 profile columns). */
export const AuthUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    /** PASSENGER, DRIVER or ADMIN (old accounts may hold the lowercase spelling). */
    userType: z.string(),
    membershipType: z.string(),
    membershipStatus: z.string(),
    points: z.number().int(),
    isActive: z.boolean(),
    totalRides: z.number().int().nullable(),
    ratingCenti: z.number().int().nullable(),
    balanceKurus: z.number().int(),
    /** Staff: TOTP enrolled (better-auth's twoFactor plugin, issue 14). */
    twoFactorEnabled: z.boolean().nullable().optional(),
    /** better-auth's phone-number plugin reads `phone` as `phoneNumber` (decision 049). */
    phoneNumber: z.string().nullable().optional(),
    /** The owner typed an SMS code sent to this number (issue 23). */
    phoneNumberVerified: z.boolean().nullable().optional(),
  })
  .meta({ id: 'AuthUser' })

export const SignInBodySchema = z.object({
  email: z.string(),
  password: z.string(),
  /** false: the session ends with the browser. */
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().optional(),
})

export const SignInResultSchema = z
  .union([
    z.object({
      redirect: z.boolean(),
      /** The session token: what a mobile app sends as `Authorization: Bearer …`. */
      token: z.string(),
      url: z.string().optional(),
      user: AuthUserSchema,
    }),
    /** A staff account with TOTP enrolled: no session yet; send the code to `/two-factor/verify-totp`. */
    z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()).optional() }),
  ])
  .meta({ id: 'SignInResult' })

export const AuthSessionSchema = z
  .object({
    session: z.object({
      id: z.string(),
      token: z.string(),
      userId: z.string(),
      expiresAt: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      ipAddress: z.string().nullable().optional(),
      userAgent: z.string().nullable().optional(),
      /** This session itself entered a two-factor code: only such a staff session reaches staff data (issue 22). */
      twoFactorVerified: z.boolean().nullable().optional(),
    }),
    user: AuthUserSchema,
  })
  .meta({ id: 'AuthSession' })

export const SignOutResultSchema = z.object({ success: z.boolean() })

export const RequestPasswordResetBodySchema = z.object({
  email: z.string(),
  /** The web page the mailed link opens (`/reset-password` or `/en/reset-password`). */
  redirectTo: z.string().optional(),
})
export const RequestPasswordResetResultSchema = z.object({ status: z.boolean(), message: z.string() })

export const ResetPasswordBodySchema = z.object({ newPassword: z.string(), token: z.string() })
export const ResetPasswordResultSchema = z.object({ status: z.boolean() })
