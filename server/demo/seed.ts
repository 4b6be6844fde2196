import { randomUUID } from 'node:crypto'
import { seedDemoCases } from '#server/features/driver-verification/index.ts'
import type { Auth } from '#server/core/auth.ts'
import { playDemoRides } from '#server/demo/demo-rides.ts'
import { createUser, findUserIdByEmail } from '#server/features/users/index.ts'
import type { Membership } from '#shared/schemas/api-responses.ts'
import type { Db } from '#server/db/database.ts'

/** Sign-ins of the demo accounts (README lists them). */
export const DEMO_ACCOUNTS = {
  passenger: { email: 'yolcu@durak.demo', password: 'durak-demo-1' },
  /** A passenger with the default (Free) membership. */
  freePassenger: { email: 'yeni@durak.demo', password: 'durak-demo-1' },
  driver: { email: 'sofor@durak.demo', password: 'durak-demo-1' },
  admin: { email: 'admin@durak.demo', password: 'durak-demo-1' },
  /** Staff without staff management (issue 14). */
  support: { email: 'destek@durak.demo', password: 'durak-demo-1' },
} as const

const DAY_MS = 86_400_000
/** A registration date `days` before `now`: every demo account exists before its first ride. */
const registeredDaysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()

/** The demo passenger's paid Premium membership: paid 20 days ago, valid for 345 more days. */
function demoPremiumMembership(now: Date): Membership {
  return {
    type: 'PREMIUM',
    amountKurus: 14_999,
    isPaid: true,
    paidAt: new Date(now.getTime() - 20 * 86_400_000).toISOString(),
    paymentMethod: 'Credit card',
    features: [
      'Priority taxi service',
      'Premium support',
      'Exclusive discounts',
      'Airport priority',
      'Free rides with points',
    ],
    validUntil: new Date(now.getTime() + 345 * DAY_MS).toISOString(),
  }
}

/** The admin and the support agent, with the company long before the first demo ride. */
async function createDemoStaff(deps: { db: Db; auth: Auth }, now: Date) {
  await createUser(deps, {
    type: 'ADMIN',
    ...DEMO_ACCOUNTS.admin,
    createdAt: registeredDaysAgo(now, 500),
    firstName: 'Deniz',
    lastName: 'Kaya',
  })
  await createUser(deps, {
    type: 'SUPPORT',
    ...DEMO_ACCOUNTS.support,
    createdAt: registeredDaysAgo(now, 480),
    firstName: 'Elif',
    lastName: 'Şahin',
  })
}

/**
 * Demo Premium passenger, a Free passenger, a verified driver with a vehicle, an admin, a support
 * agent, and rides over five months made through the lifecycle (demo-schedule.ts: demand hours,
 * real addresses, tariff fares). Every account is registered before its first ride. Idempotent.
 */
export async function seedDemoData(deps: { db: Db; auth: Auth }, now = new Date()): Promise<boolean> {
  if (await findUserIdByEmail(deps.db, DEMO_ACCOUNTS.passenger.email)) return false
  const passengerId = await createUser(deps, {
    type: 'PASSENGER',
    ...DEMO_ACCOUNTS.passenger,
    // the rides go back 150 days (playDemoRides below)
    createdAt: registeredDaysAgo(now, 170),
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phone: '05321234567',
    city: 'Istanbul',
    ratingCenti: 492,
    balanceKurus: 15_000,
    membership: demoPremiumMembership(now),
    favoriteLocations: [
      { name: 'Ev', address: 'Moda Cad. No: 12, Kadıköy' },
      { name: 'İş', address: 'Büyükdere Cad. No: 185, Şişli' },
      { name: 'Annemler', address: 'Bağdat Cad. No: 312, Caddebostan, Kadıköy' },
      { name: null, address: 'İstanbul Havalimanı, Tayakadın, Arnavutköy' },
    ],
  })
  const driverId = await createUser(deps, {
    type: 'DRIVER',
    ...DEMO_ACCOUNTS.driver,
    createdAt: registeredDaysAgo(now, 420),
    firstName: 'Mehmet',
    lastName: 'Demir',
    phone: '05429876543',
    city: 'Istanbul',
    ratingCenti: 487,
    balanceKurus: 243_050,
    driver: {
      licenseNumber: '34-TX-104512',
      isVerified: true,
      isOnline: true,
      vehicle: { brand: 'Fiat', model: 'Egea', year: 2023, plate: '34 TKS 512', color: 'YELLOW' },
    },
  })
  await createDemoStaff(deps, now)
  // No membership given: the spec's default (FREE, not paid, basic features).
  const freePassengerId = await createUser(deps, {
    type: 'PASSENGER',
    ...DEMO_ACCOUNTS.freePassenger,
    // the rides go back 40 days
    createdAt: registeredDaysAgo(now, 45),
    firstName: 'Can',
    lastName: 'Öztürk',
    phone: '05367654321',
    city: 'Istanbul',
    favoriteLocations: [{ name: 'Ev', address: 'Abdi İpekçi Cad., Nişantaşı, Şişli' }],
  })
  // Rides made by the lifecycle service itself (so each has its events)
  await playDemoRides(deps.db, { passengerId, driverId }, now)
  await playDemoRides(deps.db, { passengerId: freePassengerId, driverId }, now, {
    count: 4,
    days: 40,
    seed: 27,
    keyPrefix: 'demo-free',
  })
  const pendingDriverId = await createUser(deps, {
    type: 'DRIVER',
    email: 'yeni.sofor@durak.demo',
    password: `pending-${randomUUID()}`,
    // applied this week: still waiting for verification, no rides
    createdAt: registeredDaysAgo(now, 3),
    firstName: 'Ali',
    lastName: 'Yıldız',
    city: 'Istanbul',
    driver: {
      isVerified: false,
      vehicle: { brand: 'Toyota', model: 'Corolla', year: 2022, plate: '34 YNI 207', color: 'YELLOW' },
    },
  })
  await seedDemoCases(deps.db, { driverId, pendingDriverId, passengerId }, now)
  return true
}
