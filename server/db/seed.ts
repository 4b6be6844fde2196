import type { Auth } from '../auth.ts'
import type { Db } from './database.ts'
import { createRide, createUser } from '../features/users/users.service.ts'
import { findUserIdByEmail } from '../features/users/users.queries.ts'

/** Sign-ins of the demo accounts (README lists them). */
export const DEMO_ACCOUNTS = {
  passenger: { email: 'yolcu@durak.demo', password: 'durak-demo-1' },
  driver: { email: 'sofor@durak.demo', password: 'durak-demo-1' },
  admin: { email: 'admin@durak.demo', password: 'durak-demo-1' },
} as const

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
const STATUSES = ['COMPLETED', 'COMPLETED', 'COMPLETED', 'CANCELLED', 'COMPLETED', 'IN_PROGRESS', 'COMPLETED', 'REQUESTED']

/** Demo passenger, verified driver with a vehicle, admin, and 30 rides over five months. Idempotent. */
export async function seedDemoData(deps: { db: Db; auth: Auth }, now = new Date()): Promise<boolean> {
  if (await findUserIdByEmail(deps.db, DEMO_ACCOUNTS.passenger.email)) return false
  const passengerId = await createUser(deps, {
    type: 'PASSENGER',
    ...DEMO_ACCOUNTS.passenger,
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phone: '05321234567',
    city: 'Istanbul',
    ratingCenti: 492,
    balanceKurus: 15_000,
    membership: {
      type: 'PREMIUM',
      amountKurus: 14_999,
      isPaid: true,
      paidAt: new Date(now.getTime() - 20 * 86_400_000).toISOString(),
      paymentMethod: 'Credit card',
      features: ['Priority taxi service', 'Premium support', 'Exclusive discounts', 'Airport priority', 'Free rides with points'],
      validUntil: new Date(now.getTime() + 345 * 86_400_000).toISOString(),
    },
    favoriteLocations: [
      { name: 'Ev', address: 'Moda Caddesi No: 12, Kadıköy' },
      { name: 'İş', address: 'Büyükdere Caddesi No: 185, Şişli' },
      { name: null, address: 'İstanbul Havalimanı, Arnavutköy' },
    ],
  })
  const driverId = await createUser(deps, {
    type: 'DRIVER',
    ...DEMO_ACCOUNTS.driver,
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
      vehicle: { brand: 'Fiat', model: 'Egea', year: 2023, plate: '34 TKS 512', color: 'Sarı' },
    },
  })
  await createUser(deps, {
    type: 'ADMIN',
    ...DEMO_ACCOUNTS.admin,
    firstName: 'Deniz',
    lastName: 'Kaya',
  })
  for (let i = 0; i < 30; i++) {
    const from = PLACES[i % PLACES.length]!
    const to = PLACES[(i * 5 + 3) % PLACES.length]!
    const distanceMetres = 2_400 + ((i * 1_733) % 28_000)
    await createRide(deps.db, {
      passengerId,
      driverId,
      status: i === 0 ? 'IN_PROGRESS' : STATUSES[i % STATUSES.length]!,
      // 90 TL opening fare plus about 36 TL a km, in whole kuruş
      fareKurus: 9_000 + Math.round(distanceMetres * 3.6) + (i % 7) * 25,
      distanceMetres,
      durationSeconds: 420 + ((i * 397) % 2_700),
      pickupAddress: from,
      dropoffAddress: to,
      createdAt: new Date(now.getTime() - (i * 5 + 0.3) * 86_400_000).toISOString(),
    })
  }
  return true
}
