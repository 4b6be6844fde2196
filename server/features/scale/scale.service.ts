import { randomUUID } from 'node:crypto'
import type { Auth } from '#server/core/auth.ts'
import type { Db } from '#server/db/database.ts'
import { findUserIdByEmail } from '#server/features/users/index.ts'
import { seededRandom } from '#shared/seeded-random.ts'
import { addUserRows, rideRow, SPAN_MS, type ScaleUser } from './scale-rows.ts'
import { insertRideBatch, insertUserBatch, type RideInsert, type UserBatch } from './scale.queries.ts'

export type ScaleOptions = {
  rides: number
  passengers: number
  drivers: number
  heavyPassengerRides: number
  heavyDriverRides: number
  password: string
  seed: number
  /** Rows per transaction. */
  batchSize: number
}

export type ScaleProgress = { phase: 'users' | 'rides'; done: number; total: number }

export type ScaleResult = {
  heavyPassenger: string
  heavyDriver: string
  admin: string
  password: string
  users: number
  rides: number
}

const DOMAIN = 'scale.durak.demo'
/** Sign-ins of the generated set (one password for all). */
export const SCALE_ACCOUNTS = {
  heavyPassenger: `heavy-passenger@${DOMAIN}`,
  heavyDriver: `heavy-driver@${DOMAIN}`,
  admin: `admin@${DOMAIN}`,
  passenger: (n: number) => `passenger-${n}@${DOMAIN}`,
  driver: (n: number) => `driver-${n}@${DOMAIN}`,
} as const

export class ScaleDataExistsError extends Error {}

/** [start, end) of each batch; one transaction and one progress report per batch. */
function* batches(total: number, size: number) {
  for (let start = 0; start < total; start += size) yield [start, Math.min(total, start + size)] as const
}

/**
 * A city's worth of data for load tests: passengers, drivers (the first of each is the heavy
 * one), an admin, and rides over two years. Every user can sign in with `options.password`,
 * hashed once by the product's own Argon2 settings (hashing 55,000 times would take hours).
 */
export async function generateScaleData(
  deps: { db: Db; auth: Auth },
  options: ScaleOptions,
  onProgress: (progress: ScaleProgress) => void = () => {},
  now = new Date(),
): Promise<ScaleResult> {
  if (await findUserIdByEmail(deps.db, SCALE_ACCOUNTS.heavyPassenger)) {
    throw new ScaleDataExistsError(
      `This database already holds a generated data set (${SCALE_ACCOUNTS.heavyPassenger}); use an empty one.`,
    )
  }
  const passwordHash = await (await deps.auth.$context).password.hash(options.password)
  const random = seededRandom(options.seed)
  const nowMs = now.getTime()
  const users: ScaleUser[] = []
  // Sign-up dates over the two years too, so the users list has a real order to keep; the heavy
  // accounts and the admin signed up first, so their rides spread over the whole span.
  const add = (type: ScaleUser['type'], email: string, ageMs = Math.floor(random() * SPAN_MS)) =>
    users.push({ id: randomUUID(), email, type, createdAt: new Date(nowMs - ageMs).toISOString() })
  add('ADMIN', SCALE_ACCOUNTS.admin, SPAN_MS)
  add('PASSENGER', SCALE_ACCOUNTS.heavyPassenger, SPAN_MS)
  add('DRIVER', SCALE_ACCOUNTS.heavyDriver, SPAN_MS)
  for (let n = 2; n <= options.passengers; n++) add('PASSENGER', SCALE_ACCOUNTS.passenger(n))
  for (let n = 2; n <= options.drivers; n++) add('DRIVER', SCALE_ACCOUNTS.driver(n))

  onProgress({ phase: 'users', done: 0, total: users.length })
  for (const [start, end] of batches(users.length, options.batchSize)) {
    const batch: UserBatch = { users: [], accounts: [], driverProfiles: [], memberships: [] }
    for (let i = start; i < end; i++) addUserRows(batch, users[i]!, passwordHash, random, i)
    await insertUserBatch(deps.db, batch)
    onProgress({ phase: 'users', done: end, total: users.length })
  }

  const passengerIds = users.filter((u) => u.type === 'PASSENGER').map((u) => u.id)
  const driverIds = users.filter((u) => u.type === 'DRIVER').map((u) => u.id)
  const [heavyPassenger, heavyDriver] = [passengerIds[0]!, driverIds[0]!]
  // The heavy users' rides first, then the rest spread over everyone else.
  const pickOther = (ids: string[]) => ids[1 + Math.floor(random() * (ids.length - 1))] ?? ids[0]!
  const signedUpMs = new Map(users.map((u) => [u.id, Date.parse(u.createdAt)]))
  // a ride comes after both its passenger and its driver signed up
  const ride = (passengerId: string, driverId: string) =>
    rideRow(random, { passengerId, driverId }, nowMs, Math.max(signedUpMs.get(passengerId)!, signedUpMs.get(driverId)!))
  const rideAt = (i: number): RideInsert =>
    i < options.heavyPassengerRides
      ? ride(heavyPassenger, pickOther(driverIds))
      : i < options.heavyPassengerRides + options.heavyDriverRides
        ? ride(pickOther(passengerIds), heavyDriver)
        : ride(pickOther(passengerIds), pickOther(driverIds))
  onProgress({ phase: 'rides', done: 0, total: options.rides })
  for (const [start, end] of batches(options.rides, options.batchSize)) {
    const rides: RideInsert[] = []
    for (let i = start; i < end; i++) rides.push(rideAt(i))
    await insertRideBatch(deps.db, rides)
    onProgress({ phase: 'rides', done: end, total: options.rides })
  }
  return {
    heavyPassenger: SCALE_ACCOUNTS.heavyPassenger,
    heavyDriver: SCALE_ACCOUNTS.heavyDriver,
    admin: SCALE_ACCOUNTS.admin,
    password: options.password,
    users: users.length,
    rides: options.rides,
  }
}
