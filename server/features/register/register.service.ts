import type { RegisterPassenger } from '#shared/schemas/auth.ts'
import type { AppDeps } from '#server/app.ts'
import { findUserIdByEmail } from '#server/features/users/users.queries.ts'

/**
 * Create a passenger account with the spec's defaults (FREE, active, 0 points, active user).
 * The user type is never taken from input. Returns null when the e-mail is already registered.
 */
export async function registerPassenger(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  input: RegisterPassenger,
): Promise<{ id: string; email: string } | null> {
  if (await findUserIdByEmail(deps.db, input.email)) return null
  try {
    const result = await deps.auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        city: input.city,
      },
    })
    return { id: result.user.id, email: result.user.email }
  } catch (error) {
    // Two requests racing for one address: the second loses on the unique index.
    if (await findUserIdByEmail(deps.db, input.email)) return null
    throw error
  }
}
