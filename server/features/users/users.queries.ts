import { sql } from 'kysely'
import { DEFAULT_MEMBERSHIP, normalizeUserType, type MembershipType } from '#shared/constants.ts'
import type { Membership, Page, Profile } from '#shared/schemas/api-responses.ts'
import type { Db } from '#server/db/database.ts'
import { toBool, toIso, toNumber } from '#server/db/database.ts'
import type { UserRow } from '#server/db/schema.ts'
import { preparedNewestFirst } from '#server/core/keyset.ts'
import { preparedSelect } from '#server/db/prepared-statements.ts'

const userById = preparedSelect((db: Db, userId: string) => db.selectFrom('users').selectAll().where('id', '=', userId))
const driverProfileOf = preparedSelect((db: Db, userId: string) =>
  db.selectFrom('driver_profiles').selectAll().where('userId', '=', userId),
)
const membershipOf = preparedSelect((db: Db, userId: string) =>
  db.selectFrom('passenger_memberships').selectAll().where('userId', '=', userId),
)
const favoritesOf = preparedSelect((db: Db, userId: string) =>
  db
    .selectFrom('favorite_locations')
    .select(['name', 'address'])
    .where('userId', '=', userId)
    .orderBy('position')
    .orderBy('id'),
)

/**
 * A user's full profile (spec §3): record, driver profile, membership (default filled), favourites.
 * Each statement is compiled once (GET /api/v1/me runs on every dashboard load).
 */
export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const [user] = await userById(db, userId)
  if (!user) return null
  const userType = normalizeUserType(user.userType)
  if (!userType) return null
  const [[driver], [membership], favorites] = await Promise.all([
    userType === 'DRIVER' ? driverProfileOf(db, userId) : [],
    userType === 'PASSENGER' ? membershipOf(db, userId) : [],
    favoritesOf(db, userId),
  ])
  return {
    ...toUserSummary(user),
    userType,
    membership:
      userType !== 'PASSENGER'
        ? null
        : membership
          ? {
              type: membership.type as MembershipType,
              amountKurus: toNumber(membership.amountKurus),
              isPaid: toBool(membership.isPaid),
              paidAt: toIso(membership.paidAt),
              paymentMethod: membership.paymentMethod,
              features: parseFeatures(membership.features),
              validUntil: toIso(membership.validUntil),
            }
          : defaultMembership(),
    favoriteLocations: favorites,
    driver: driver
      ? {
          licenseNumber: driver.licenseNumber,
          isVerified: toBool(driver.isVerified),
          isOnline: toBool(driver.isOnline),
          vehicle: {
            brand: driver.vehicleBrand,
            model: driver.vehicleModel,
            year: driver.vehicleYear == null ? null : toNumber(driver.vehicleYear),
            plate: driver.vehiclePlate,
            color: driver.vehicleColor,
          },
        }
      : userType === 'DRIVER'
        ? {
            licenseNumber: null,
            isVerified: false,
            isOnline: false,
            vehicle: { brand: null, model: null, year: null, plate: null, color: null },
          }
        : null,
  }
}

export function defaultMembership(): Membership {
  return { ...DEFAULT_MEMBERSHIP, features: [...DEFAULT_MEMBERSHIP.features] }
}

function parseFeatures(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.map(String) : []
  } catch {
    return []
  }
}

/** The columns a user list shows (`toUserSummary`): a list reads 17 of the account's 26 columns. */
export const USER_SUMMARY_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'phone',
  'city',
  'userType',
  'membershipType',
  'membershipStatus',
  'points',
  'pendingPoints',
  'isActive',
  'totalRides',
  'ratingCenti',
  'balanceKurus',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof UserRow)[]

type UserSummaryRow = Pick<UserRow, (typeof USER_SUMMARY_COLUMNS)[number]>

export function toUserSummary(user: UserSummaryRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    city: user.city,
    userType: normalizeUserType(user.userType) ?? 'PASSENGER',
    membershipType: (user.membershipType?.toUpperCase() === 'PREMIUM' ? 'PREMIUM' : 'FREE') as MembershipType,
    membershipStatus: user.membershipStatus,
    points: toNumber(user.points),
    pendingPoints: toNumber(user.pendingPoints),
    isActive: toBool(user.isActive),
    totalRides: user.totalRides == null ? null : toNumber(user.totalRides),
    ratingCenti: user.ratingCenti == null ? null : toNumber(user.ratingCenti),
    balanceKurus: toNumber(user.balanceKurus),
    createdAt: toIso(user.createdAt),
    updatedAt: toIso(user.updatedAt),
  }
}

export type UserListItem = ReturnType<typeof toUserSummary>

// only the listed columns: at 50,000 users reading whole rows cost the page twice the SQL time (issue 30)
const usersNewestFirst = preparedNewestFirst((db: Db, { userType }: { userType?: string }) => {
  const query = db.selectFrom('users').select(USER_SUMMARY_COLUMNS)
  // upper(): legacy lowercase types too, in the order of the users_type_createdAt_idx expression index
  return userType ? query.where(sql<string>`upper(${sql.ref('userType')})`, '=', userType) : query
}, toUserSummary)

/** Users newest first, optionally of one type (legacy lowercase values included); each shape compiled once. */
export async function listUsers(
  db: Db,
  filter: { userType?: string; limit: number; cursor?: string },
): Promise<Page<UserListItem>> {
  return usersNewestFirst(db, { ...filter, userType: filter.userType?.toUpperCase() })
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst()
  return row?.id ?? null
}

/** The CLI and demo data set what better-auth's sign-up leaves at its defaults. */
export async function setUserRecord(
  db: Db,
  userId: string,
  record: {
    userType: string
    ratingCenti: number | null
    balanceKurus: number
    totalRides: number | null
    membershipType?: string
    createdAt?: string
    updatedAt?: string
  },
): Promise<void> {
  await db.updateTable('users').set(record).where('id', '=', userId).execute()
}

export type DriverProfileInput = {
  licenseNumber?: string | null
  isVerified?: boolean
  isOnline?: boolean
  vehicle?: { brand?: string; model?: string; year?: number; plate?: string; color?: string }
}

export async function insertDriverProfile(db: Db, userId: string, d: DriverProfileInput): Promise<void> {
  await db
    .insertInto('driver_profiles')
    .values({
      userId,
      licenseNumber: d.licenseNumber ?? null,
      isVerified: d.isVerified ? 1 : 0,
      // the verification queue reads verificationStatus; isVerified stays the dashboard's flag (spec §2)
      verificationStatus: d.isVerified ? 'VERIFIED' : 'PENDING',
      isOnline: d.isOnline ? 1 : 0,
      vehicleBrand: d.vehicle?.brand ?? null,
      vehicleModel: d.vehicle?.model ?? null,
      vehicleYear: d.vehicle?.year ?? null,
      vehiclePlate: d.vehicle?.plate ?? null,
      vehicleColor: d.vehicle?.color ?? null,
    })
    .execute()
}

export async function insertMembership(db: Db, userId: string, m: Membership): Promise<void> {
  await db
    .insertInto('passenger_memberships')
    .values({
      userId,
      type: m.type,
      amountKurus: m.amountKurus,
      isPaid: m.isPaid ? 1 : 0,
      paidAt: m.paidAt,
      paymentMethod: m.paymentMethod,
      features: JSON.stringify(m.features),
      validUntil: m.validUntil,
    })
    .execute()
}

export type FavoriteLocation = { name: string | null; address: string }

/** Favourites keep the order they are given in (`position`). */
export async function insertFavoriteLocations(db: Db, userId: string, locations: FavoriteLocation[]): Promise<void> {
  for (const [position, location] of locations.entries()) {
    await db
      .insertInto('favorite_locations')
      .values({ userId, ...location, position })
      .execute()
  }
}
