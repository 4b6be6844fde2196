import { randomUUID } from 'node:crypto'
import { CITIES } from '#shared/constants.ts'
import { crossingTollKurus } from '#shared/tariffs/istanbul-tolls.ts'
import type { RideInsert, UserBatch } from './scale.queries.ts'
import { pickOne, type RandomSource } from '#shared/seeded-random.ts'

/** Row builders of the generated data set: plausible Turkish names, places, fares, two years of dates. */

const FIRST_NAMES = [
  'Ayşe',
  'Mehmet',
  'Fatma',
  'Mustafa',
  'Emine',
  'Ahmet',
  'Hatice',
  'Ali',
  'Zeynep',
  'Hüseyin',
  'Elif',
  'Hasan',
  'Merve',
  'İbrahim',
  'Deniz',
]
const LAST_NAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
]
const PLACES = [
  'Taksim Meydanı, Beyoğlu',
  'Kadıköy İskelesi, Kadıköy',
  'İstanbul Havalimanı, Arnavutköy',
  'Sabiha Gökçen Havalimanı, Pendik',
  'Galata Kulesi, Beyoğlu',
  'Sultanahmet Meydanı, Fatih',
  'Zorlu Center, Beşiktaş',
  'Bağdat Caddesi, Kadıköy',
  'Levent Metro, Beşiktaş',
  'Üsküdar Meydanı, Üsküdar',
  'Nişantaşı, Şişli',
  'Ataköy Marina, Bakırköy',
]
const VEHICLES = [
  ['Fiat', 'Egea'],
  ['Renault', 'Clio'],
  ['Toyota', 'Corolla'],
  ['Hyundai', 'i20'],
  ['Dacia', 'Sandero'],
] as const
const DAY_MS = 86_400_000
/** Dates spread over the two years before `now`. */
export const SPAN_MS = 730 * DAY_MS

export type ScaleUser = { id: string; email: string; type: 'PASSENGER' | 'DRIVER' | 'ADMIN'; createdAt: string }

const pick = <T>(random: RandomSource, list: readonly T[]): T => pickOne(random, list)

/** Add one user (record, credential account, driver profile or membership) to a batch. */
export function addUserRows(
  batch: UserBatch,
  user: ScaleUser,
  passwordHash: string,
  random: RandomSource,
  index: number,
) {
  const firstName = pick(random, FIRST_NAMES)
  const lastName = pick(random, LAST_NAMES)
  const isPremium = user.type === 'PASSENGER' && random() < 0.2
  batch.users.push({
    id: user.id,
    name: `${firstName} ${lastName}`,
    email: user.email,
    emailVerified: 0,
    image: null,
    createdAt: user.createdAt,
    updatedAt: user.createdAt,
    firstName,
    lastName,
    phone: `05${String(300_000_000 + index).padStart(9, '0')}`,
    city: pick(random, CITIES),
    userType: user.type,
    membershipType: isPremium ? 'PREMIUM' : 'FREE',
    membershipStatus: 'active',
    points: Math.floor(random() * 500),
    isActive: 1,
    totalRides: null,
    ratingCenti: user.type === 'ADMIN' ? null : 380 + Math.floor(random() * 121),
    balanceKurus: Math.floor(random() * 50_000),
  })
  batch.accounts.push({
    id: randomUUID(),
    accountId: user.id,
    providerId: 'credential',
    userId: user.id,
    password: passwordHash,
    createdAt: user.createdAt,
    updatedAt: user.createdAt,
  })
  if (user.type === 'DRIVER') {
    const [brand, model] = pick(random, VEHICLES)
    const verified = random() < 0.9
    batch.driverProfiles.push({
      userId: user.id,
      licenseNumber: `34-TX-${100_000 + index}`,
      isVerified: verified ? 1 : 0,
      verificationStatus: verified ? 'VERIFIED' : 'PENDING',
      isOnline: random() < 0.3 ? 1 : 0,
      vehicleBrand: brand,
      vehicleModel: model,
      vehicleYear: 2015 + Math.floor(random() * 11),
      vehiclePlate: `34 T ${1000 + (index % 9000)}`,
      vehicleColor: 'Sarı',
    })
  }
  if (isPremium) {
    batch.memberships.push({
      userId: user.id,
      type: 'PREMIUM',
      amountKurus: 14_999,
      isPaid: random() < 0.8 ? 1 : 0,
      paidAt: user.createdAt,
      paymentMethod: 'Credit card',
      features: JSON.stringify(['Priority taxi service', 'Premium support', 'Exclusive discounts']),
      validUntil: new Date(Date.parse(user.createdAt) + 365 * DAY_MS).toISOString(),
    })
  }
}

/** One ride between two generated users, at a random time between `sinceMs` (both had signed up) and `nowMs`. */
export function rideRow(
  random: RandomSource,
  { passengerId, driverId }: { passengerId: string; driverId: string },
  nowMs: number,
  sinceMs: number,
): RideInsert {
  const ageMs = Math.floor(random() * Math.max(0, nowMs - sinceMs))
  const roll = random()
  // A ride of the last hour may still be under way; older ones ended.
  const status = ageMs < 3_600_000 ? 'IN_PROGRESS' : roll < 0.86 ? 'COMPLETED' : roll < 0.99 ? 'CANCELLED' : 'NO_SHOW'
  const distanceMetres = 1_500 + Math.floor(random() * 35_000)
  const from = Math.floor(random() * PLACES.length)
  const pickupAddress = PLACES[from]!
  const dropoffAddress = PLACES[(from + 1 + Math.floor(random() * (PLACES.length - 1))) % PLACES.length]!
  const createdAt = new Date(nowMs - ageMs)
  return {
    id: randomUUID(),
    passengerId,
    driverId,
    status,
    // 90 TL opening fare plus about 36 TL a km, whole kuruş; a cancelled ride costs nothing
    fareKurus: status === 'CANCELLED' ? 0 : 9_000 + Math.round(distanceMetres * 3.6),
    distanceMetres,
    // rides across the Bosphorus pay a bridge or the Avrasya Tüneli on top of the meter
    tollsKurus: status === 'COMPLETED' ? crossingTollKurus(pickupAddress, dropoffAddress, createdAt) : 0,
    durationSeconds: 300 + Math.floor(distanceMetres / 8),
    pickupAddress,
    dropoffAddress,
    createdAt: createdAt.toISOString(),
  }
}
