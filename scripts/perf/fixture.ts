import { randomBytes, randomUUID } from 'node:crypto'
import type { Db } from '#server/db/database.ts'
import { cellOf } from '#shared/ride-lifecycle/geo.ts'

/** The load test's city: 20,000 taxis spread over Istanbul's built-up area. */
export const AREA = { minLat: 40.85, maxLat: 41.2, minLng: 28.6, maxLng: 29.35 }
export const randomPoint = () => ({
  lat: AREA.minLat + Math.random() * (AREA.maxLat - AREA.minLat),
  lng: AREA.minLng + Math.random() * (AREA.maxLng - AREA.minLng),
})

/**
 * Online verified drivers with a session each, written straight into the tables (signing 20,000
 * people up through Argon2 would take longer than the measurement). Returns their bearer tokens.
 */
export async function insertOnlineDrivers(db: Db, count: number, at: Date): Promise<string[]> {
  const tokens: string[] = []
  const iso = at.toISOString()
  const expires = new Date(at.getTime() + 86_400_000).toISOString()
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k
      const id = randomUUID()
      const token = randomBytes(24).toString('base64url')
      tokens.push(token)
      return { id, i, token, p: randomPoint() }
    })
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          batch.map((b) => ({
            id: b.id,
            name: `Perf ${b.i}`,
            email: `perf-${b.i}-${b.id.slice(0, 6)}@durak.test`,
            emailVerified: 0,
            image: null,
            createdAt: iso,
            updatedAt: iso,
            firstName: 'Perf',
            lastName: String(b.i),
            phone: null,
            city: 'Istanbul',
            userType: 'DRIVER',
            membershipType: 'FREE',
            membershipStatus: 'active',
            points: 0,
            isActive: 1,
            totalRides: null,
            ratingCenti: null,
            balanceKurus: 0,
          })),
        )
        .execute()
      await trx
        .insertInto('driver_profiles')
        .values(
          batch.map((b) => ({
            userId: b.id,
            licenseNumber: null,
            isVerified: 1,
            isOnline: 1,
            vehicleBrand: 'Fiat',
            vehicleModel: 'Egea',
            vehicleYear: 2023,
            vehiclePlate: `34 P ${b.i}`,
            vehicleColor: 'Sarı',
          })),
        )
        .execute()
      await trx
        .insertInto('driver_presence')
        .values(
          batch.map((b) => ({
            driverId: b.id,
            isOnline: 1,
            city: 'Istanbul',
            lat: b.p.lat,
            lng: b.p.lng,
            cell: cellOf(b.p),
            // reported 5 s ago: online and not silent, and free to report again at once
            positionAtMs: at.getTime() - 5_000,
            activeRideId: null,
            updatedAt: iso,
          })),
        )
        .execute()
      await trx
        .insertInto('sessions')
        .values(
          batch.map((b) => ({
            id: randomUUID(),
            expiresAt: expires,
            token: b.token,
            createdAt: iso,
            updatedAt: iso,
            ipAddress: null,
            userAgent: 'perf',
            userId: b.id,
          })),
        )
        .execute()
    })
  }
  return tokens
}

/** One passenger with a session, for the "nearby taxis" reads. */
export async function insertPassenger(db: Db, at: Date): Promise<string> {
  const id = randomUUID()
  const token = randomBytes(24).toString('base64url')
  const iso = at.toISOString()
  await db
    .insertInto('users')
    .values({
      id,
      name: 'Perf passenger',
      email: `perf-passenger-${id.slice(0, 6)}@durak.test`,
      emailVerified: 0,
      image: null,
      createdAt: iso,
      updatedAt: iso,
      firstName: 'Perf',
      lastName: 'Passenger',
      phone: null,
      city: 'Istanbul',
      userType: 'PASSENGER',
      membershipType: 'FREE',
      membershipStatus: 'active',
      points: 0,
      isActive: 1,
      totalRides: null,
      ratingCenti: null,
      balanceKurus: 0,
    })
    .execute()
  await db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      expiresAt: new Date(at.getTime() + 86_400_000).toISOString(),
      token,
      createdAt: iso,
      updatedAt: iso,
      ipAddress: null,
      userAgent: 'perf',
      userId: id,
    })
    .execute()
  return token
}
