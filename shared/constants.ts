/** Business constants of the spec (§9), written once and imported everywhere. */

/** Spec §5: the 20 cities served, in the spec's order. */
export const CITIES = [
  'Istanbul',
  'Ankara',
  'Izmir',
  'Bursa',
  'Antalya',
  'Adana',
  'Konya',
  'Gaziantep',
  'Kayseri',
  'Mersin',
  'Eskisehir',
  'Diyarbakir',
  'Samsun',
  'Denizli',
  'Sakarya',
  'Kocaeli',
  'Malatya',
  'Trabzon',
  'Erzurum',
  'Van',
] as const
export type City = (typeof CITIES)[number]

/** How each city is written in Turkish. */
export const CITY_NAMES_TR: Record<City, string> = {
  Istanbul: 'İstanbul',
  Ankara: 'Ankara',
  Izmir: 'İzmir',
  Bursa: 'Bursa',
  Antalya: 'Antalya',
  Adana: 'Adana',
  Konya: 'Konya',
  Gaziantep: 'Gaziantep',
  Kayseri: 'Kayseri',
  Mersin: 'Mersin',
  Eskisehir: 'Eskişehir',
  Diyarbakir: 'Diyarbakır',
  Samsun: 'Samsun',
  Denizli: 'Denizli',
  Sakarya: 'Sakarya',
  Kocaeli: 'Kocaeli',
  Malatya: 'Malatya',
  Trabzon: 'Trabzon',
  Erzurum: 'Erzurum',
  Van: 'Van',
}

export const MIN_PASSWORD_LENGTH = 6
export const MAX_PASSWORD_LENGTH = 128
/** After removing spaces: 11 digits starting with 05. */
export const PHONE_PATTERN = /^05\d{9}$/
export const PHONE_EXAMPLE = '0555 555 55 55'

/** Spec §9: recent rides default count. */
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 50

export const DELETION_CONFIRMATION_CLEAR_MS = 3000
export const FREE_CANCELLATION_MINUTES_AFTER_ASSIGNMENT = 2
export const MIN_AGE = 13
export const SUPPORT_EMAIL_RESPONSE_HOURS = 24
export const PRIVACY_REQUEST_RESPONSE_DAYS = 30
export const COPYRIGHT_YEAR = 2025
export const PRIVACY_POLICY_UPDATED = '2025-01-01'
/** KVKK: the privacy notice (Aydınlatma Metni) version shown at registration; its date, changed with the text. */
export const PRIVACY_NOTICE_VERSION = PRIVACY_POLICY_UPDATED
export const DRIVER_FREE_CAR_YEARS = 5
export const EARLY_REGISTRANT_FREE_YEARS = 1
export const SCROLL_REVEAL = { threshold: 0.1, rootMargin: '0px 0px -50px 0px' } as const
export const TIME_ZONE = 'Europe/Istanbul'

export const USER_TYPES = ['PASSENGER', 'DRIVER', 'ADMIN', 'SUPPORT'] as const
export type UserType = (typeof USER_TYPES)[number]

/** Issue 14: the operations staff. ADMIN may do everything; SUPPORT everything but staff management. */
export const STAFF_TYPES = ['ADMIN', 'SUPPORT'] as const
export type StaffType = (typeof STAFF_TYPES)[number]

/** Whether a user type (any spelling) is staff: ADMIN or SUPPORT. */
export function isStaff(userType: unknown): boolean {
  const type = normalizeUserType(userType)
  return type === 'ADMIN' || type === 'SUPPORT'
}

/** Spec §3 says registration wrote 'passenger' while dashboards read 'PASSENGER': accept both. */
export function normalizeUserType(value: unknown): UserType | null {
  if (typeof value !== 'string') return null
  const upper = value.trim().toUpperCase()
  return (USER_TYPES as readonly string[]).includes(upper) ? (upper as UserType) : null
}

export const RIDE_STATUSES = ['REQUESTED', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const

export const MEMBERSHIP_TYPES = ['FREE', 'PREMIUM'] as const
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number]

/** Spec §3: the membership a passenger has when none is stored. */
export const DEFAULT_MEMBERSHIP = {
  type: 'FREE' as MembershipType,
  amountKurus: 0,
  isPaid: false,
  paidAt: null as string | null,
  paymentMethod: null as string | null,
  features: ['Basic taxi service', 'Standard customer support'],
  validUntil: null as string | null,
}

/**
 * Active once paid, or when there is nothing to pay: a Free membership (spec §4: new passengers
 * start with membershipStatus active) is not "Pending Payment" (decision 038).
 */
export function isMembershipActive(membership: { isPaid: boolean; amountKurus: number }): boolean {
  return membership.isPaid || membership.amountKurus === 0
}
