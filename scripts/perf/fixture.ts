import { randomBytes, randomUUID } from 'node:crypto'
import type { Db } from '#server/db/database.ts'
import { cellOf } from '#shared/ride-lifecycle/geo.ts'
import { SESSION_IDLE_SECONDS } from '#server/core/session-lifetime.ts'

/**
 * A session as a signed-in app holds it between two renewals: expiring a full idle lifetime from now
 * (better-auth's `expiresIn`). A shorter expiry would make every session due for better-auth's sliding
 * renewal, so each one's first request would go through better-auth's whole pipeline (and renew it).
 */
const sessionExpiry = (at: Date) => new Date(at.getTime() + SESSION_IDLE_SECONDS * 1000).toISOString()

/** A perf user's row: the columns every account has, with the fixture's fixed values. */
function perfUser(
  id: string,
  iso: string,
  who: { name: string; email: string; lastName: string; userType: 'DRIVER' | 'PASSENGER' | 'SUPPORT' },
) {
  return {
    id,
    ...who,
    emailVerified: 0,
    image: null,
    createdAt: iso,
    updatedAt: iso,
    firstName: 'Perf',
    phone: null,
    city: 'Istanbul',
    membershipType: 'FREE',
    membershipStatus: 'active',
    points: 0,
    isActive: 1,
    totalRides: null,
    ratingCenti: null,
    balanceKurus: 0,
  }
}

/** A session for each user of a batch, as a signed-in app holds it (`sessionExpiry`). */
async function insertSessions(trx: Db, users: { id: string; token: string }[], at: Date, twoFactor = false) {
  const iso = at.toISOString()
  const expiresAt = sessionExpiry(at)
  await trx
    .insertInto('sessions')
    .values(
      users.map((u) => ({
        id: randomUUID(),
        expiresAt,
        token: u.token,
        createdAt: iso,
        updatedAt: iso,
        ipAddress: null,
        userAgent: 'perf',
        userId: u.id,
        // staff sessions that entered their two-factor code (as the back-office requires)
        ...(twoFactor ? { twoFactorVerified: 1 } : {}),
      })),
    )
    .execute()
}

/** The load test's city: 20,000 taxis spread over Istanbul's built-up area. */
export const AREA = { minLat: 40.85, maxLat: 41.2, minLng: 28.6, maxLng: 29.35 }
export const randomPoint = () => ({
  lat: AREA.minLat + Math.random() * (AREA.maxLat - AREA.minLat),
  lng: AREA.minLng + Math.random() * (AREA.maxLng - AREA.minLng),
})

/** Each online driver's bearer token and home (where the fixture put the taxi): what the benches drive. */
export async function onlineDriverTokens(db: Db): Promise<{ token: string; home: { lat: number; lng: number } }[]> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('driver_presence', 'driver_presence.driverId', 'sessions.userId')
    .select(['sessions.token', 'driver_presence.lat', 'driver_presence.lng'])
    .execute()
  return rows.map((d) => ({ token: d.token, home: { lat: Number(d.lat), lng: Number(d.lng) } }))
}

/**
 * Online verified drivers with a session each, written straight into the tables (signing 20,000
 * people up through Argon2 would take longer than the measurement). Returns their bearer tokens.
 */
export async function insertOnlineDrivers(db: Db, count: number, at: Date): Promise<string[]> {
  const tokens: string[] = []
  const iso = at.toISOString()
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
          batch.map((b) =>
            perfUser(b.id, iso, {
              name: `Perf ${b.i}`,
              email: `perf-${b.i}-${b.id.slice(0, 6)}@durak.test`,
              lastName: String(b.i),
              userType: 'DRIVER',
            }),
          ),
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
      await insertSessions(trx, batch, at)
    })
  }
  return tokens
}

/** One passenger with a session, for the "nearby taxis" reads. */
export async function insertPassenger(db: Db, at: Date): Promise<string> {
  return (await insertPassengers(db, 1, at))[0]!
}

/** `count` passengers with a session each, 500 to a statement (one ride request each in bench:live). */
export async function insertPassengers(db: Db, count: number, at: Date): Promise<string[]> {
  const tokens: string[] = []
  const iso = at.toISOString()
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, () => {
      const token = randomBytes(24).toString('base64url')
      tokens.push(token)
      return { id: randomUUID(), token }
    })
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          batch.map((b) =>
            perfUser(b.id, iso, {
              name: 'Perf passenger',
              email: `perf-passenger-${b.id}@durak.test`,
              lastName: 'Passenger',
              userType: 'PASSENGER',
            }),
          ),
        )
        .execute()
      await insertSessions(trx, batch, at)
    })
  }
  return tokens
}

/** `count` SUPPORT staff, each with a session past two-factor sign-in: the live map's screens. */
export async function insertStaff(db: Db, count: number, at: Date): Promise<string[]> {
  const iso = at.toISOString()
  const staff = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    i,
    token: randomBytes(24).toString('base64url'),
  }))
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(
        staff.map((s) =>
          perfUser(s.id, iso, {
            name: `Perf staff ${s.i}`,
            email: `perf-staff-${s.i}-${s.id.slice(0, 6)}@durak.test`,
            lastName: 'Staff',
            userType: 'SUPPORT',
          }),
        ),
      )
      .execute()
    await insertSessions(trx, staff, at, true)
  })
  return staff.map((s) => s.token)
}
