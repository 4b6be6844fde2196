import type { UserType } from '#shared/constants.ts'
import type { Membership } from '#shared/schemas/api-responses.ts'
import type { Auth } from '#server/core/auth.ts'
import type { Db } from '#server/db/database.ts'
import {
  findUserIdByEmail,
  insertDriverProfile,
  insertFavoriteLocations,
  insertMembership,
  setUserRecord,
  type DriverProfileInput,
  type FavoriteLocation,
} from './users.queries.ts'

export type NewUser = {
  type: UserType
  email: string
  password: string
  firstName: string
  lastName: string
  phone?: string | null
  city?: string | null
  ratingCenti?: number | null
  balanceKurus?: number
  totalRides?: number | null
  driver?: DriverProfileInput
  membership?: Membership
  favoriteLocations?: FavoriteLocation[]
  /** When the account was registered (demo data dates it before its rides); now when absent. */
  createdAt?: string
}

export class UserExistsError extends Error {}

/**
 * Create any kind of user (the operations CLI and demo data; the web can only make passengers).
 * The password goes through better-auth so it is hashed the same way as a web sign-up.
 */
export async function createUser(deps: { db: Db; auth: Auth }, input: NewUser): Promise<string> {
  const email = input.email.trim().toLowerCase()
  if (await findUserIdByEmail(deps.db, email)) throw new UserExistsError(`A user with e-mail ${email} already exists.`)
  const { user } = await deps.auth.api.signUpEmail({
    body: {
      email,
      password: input.password,
      name: `${input.firstName} ${input.lastName}`,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? undefined,
      city: input.city ?? undefined,
    },
  })
  await deps.db.transaction().execute(async (trx) => {
    await setUserRecord(trx, user.id, {
      userType: input.type,
      ratingCenti: input.ratingCenti ?? null,
      balanceKurus: input.balanceKurus ?? 0,
      totalRides: input.totalRides ?? null,
      ...(input.membership ? { membershipType: input.membership.type } : {}),
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    if (input.type === 'DRIVER') await insertDriverProfile(trx, user.id, input.driver ?? {})
    if (input.membership) await insertMembership(trx, user.id, input.membership)
    await insertFavoriteLocations(trx, user.id, input.favoriteLocations ?? [])
  })
  return user.id
}

/** Offered to other features (through this feature's index.ts): the owner answers, its queries stay its own. */
export {
  type UserListItem,
  USER_SUMMARY_COLUMNS,
  findUserIdByEmail,
  getProfile,
  listUsers,
  toUserSummary,
} from './users.queries.ts'
