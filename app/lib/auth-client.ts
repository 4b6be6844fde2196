import { createAuthClient } from 'better-auth/react'

/** better-auth's client for /api/auth (sign-in, sign-out, session, password reset). */
export const authClient = createAuthClient({ basePath: '/api/auth' })
