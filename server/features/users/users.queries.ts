import { DEFAULT_MEMBERSHIP, normalizeUserType, type MembershipType } from '#shared/constants.ts'
import type { Membership, Page, Profile } from '#shared/schemas/api.ts'
import type { Db } from '#server/db/database.ts'
import { toBool, toIso, toNumber } from '#server/db/database.ts'
import type { UserRow } from '#server/db/schema.ts'
import { newestFirstPage } from '#server/db/keyset.ts'

/** A user's full profile (spec §3): record, driver profile, membership (default filled), favourites. */
export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()
  if (!user) return null
  const userType = normalizeUserType(user.userType)
  if (!userType) return null
  const [driver, membership, favorites] = await Promise.all([
    userType === 'DRIVER'
      ? db.selectFrom('driver_profiles').selectAll().where('userId', '=', userId).executeTakeFirst()
      : undefined,
    userType === 'PASSENGER'
      ? db.selectFrom('passenger_memberships').selectAll().where('userId', '=', userId).executeTakeFirst()
      : undefined,
    db
      .selectFrom('favorite_locations')
      .select(['name', 'address'])
      .where('userId', '=', userId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
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

function toUserSummary(user: UserRow) {
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
    isActive: toBool(user.isActive),
    totalRides: user.totalRides == null ? null : toNumber(user.totalRides),
    ratingCenti: user.ratingCenti == null ? null : toNumber(user.ratingCenti),
    balanceKurus: toNumber(user.balanceKurus),
    createdAt: toIso(user.createdAt),
    updatedAt: toIso(user.updatedAt),
  }
}

export type UserListItem = ReturnType<typeof toUserSummary>

/** Users newest first, optionally of one type (legacy lowercase values included). */
export async function listUsers(
  db: Db,
  filter: { userType?: string; limit: number; cursor?: string },
): Promise<Page<UserListItem>> {
  let query = db.selectFrom('users').selectAll()
  if (filter.userType) query = query.where('userType', 'in', [filter.userType, filter.userType.toLowerCase()])
  return newestFirstPage(query, filter, toUserSummary)
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst()
  return row?.id ?? null
}
