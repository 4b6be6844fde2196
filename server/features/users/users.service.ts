import { randomUUID } from 'node:crypto'
import type { UserType } from '#shared/constants.ts'
import type { Auth } from '#server/auth.ts'
import type { Db } from '#server/db/database.ts'
import { findUserIdByEmail } from './users.queries.ts'

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
  driver?: {
    licenseNumber?: string | null
    isVerified?: boolean
    isOnline?: boolean
    vehicle?: { brand?: string; model?: string; year?: number; plate?: string; color?: string }
  }
  membership?: {
    type: 'FREE' | 'PREMIUM'
    amountKurus: number
    isPaid: boolean
    paidAt: string | null
    paymentMethod: string | null
    features: string[]
    validUntil: string | null
  }
  favoriteLocations?: { name: string | null; address: string }[]
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
    await trx
      .updateTable('users')
      .set({
        userType: input.type,
        ratingCenti: input.ratingCenti ?? null,
        balanceKurus: input.balanceKurus ?? 0,
        totalRides: input.totalRides ?? null,
        ...(input.membership ? { membershipType: input.membership.type } : {}),
      })
      .where('id', '=', user.id)
      .execute()
    if (input.type === 'DRIVER') {
      const d = input.driver ?? {}
      await trx
        .insertInto('driver_profiles')
        .values({
          userId: user.id,
          licenseNumber: d.licenseNumber ?? null,
          isVerified: d.isVerified ? 1 : 0,
          isOnline: d.isOnline ? 1 : 0,
          vehicleBrand: d.vehicle?.brand ?? null,
          vehicleModel: d.vehicle?.model ?? null,
          vehicleYear: d.vehicle?.year ?? null,
          vehiclePlate: d.vehicle?.plate ?? null,
          vehicleColor: d.vehicle?.color ?? null,
        })
        .execute()
    }
    if (input.membership) {
      const m = input.membership
      await trx
        .insertInto('passenger_memberships')
        .values({
          userId: user.id,
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
    for (const [position, location] of (input.favoriteLocations ?? []).entries()) {
      await trx.insertInto('favorite_locations').values({ userId: user.id, ...location, position }).execute()
    }
  })
  return user.id
}

export type NewRideInput = {
  passengerId: string
  driverId: string | null
  status: string
  fareKurus: number
  distanceMetres: number
  durationSeconds: number
  pickupAddress: string
  dropoffAddress: string
  createdAt: string
}

export async function createRide(db: Db, ride: NewRideInput): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto('rides')
    .values({ id, ...ride, createdAt: new Date(ride.createdAt).toISOString() })
    .execute()
  return id
}
