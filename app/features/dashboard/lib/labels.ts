import { CITY_NAMES_TR, KNOWN_RIDE_STATUS_LABELS, type City } from '#shared/constants.ts'
import type { dashboard } from '#shared/i18n/en/dashboard.ts'
import type { Lang } from '#shared/routes.ts'

export type KnownRideStatus = (typeof KNOWN_RIDE_STATUS_LABELS)[number]
export type BenefitKey = keyof typeof dashboard.benefits
export type PaymentMethodKey = keyof typeof dashboard.paymentMethods

/** The status if it has a label of its own (spec §4); any other status is shown raw. */
export function knownRideStatus(status: string): KnownRideStatus | null {
  return (KNOWN_RIDE_STATUS_LABELS as readonly string[]).includes(status) ? (status as KnownRideStatus) : null
}

const norm = (text: string) => text.trim().toLowerCase()

/** Benefits are stored in English ('Basic taxi service'); known ones get a translation key. */
const BENEFIT_KEYS: Record<string, BenefitKey> = {
  'basic taxi service': 'basicTaxi',
  'standard customer support': 'standardSupport',
  'priority taxi service': 'priorityTaxi',
  'premium support': 'premiumSupport',
  'exclusive discounts': 'exclusiveDiscounts',
  'airport priority': 'airportPriority',
  'free rides with points': 'freeRidesWithPoints',
}
export function benefitKey(text: string): BenefitKey | null {
  return BENEFIT_KEYS[norm(text)] ?? null
}

/** What a Premium membership adds (spec §2, the upgrade section of Free members). */
export const UPGRADE_BENEFITS: readonly BenefitKey[] = [
  'priorityTaxi',
  'premiumSupport',
  'exclusiveDiscounts',
  'airportPriority',
  'freeRidesWithPoints',
]

const PAYMENT_METHOD_KEYS: Record<string, PaymentMethodKey> = {
  'credit card': 'creditCard',
  card: 'creditCard',
  cash: 'cash',
  'mobile payment': 'mobilePayment',
}
export function paymentMethodKey(text: string): PaymentMethodKey | null {
  return PAYMENT_METHOD_KEYS[norm(text)] ?? null
}

/** Cities are stored by their English key ('Izmir'); Turkish pages write them in Turkish ('İzmir'). */
export function cityLabel(city: string, lang: Lang): string {
  if (lang !== 'tr') return city
  return CITY_NAMES_TR[city as City] ?? city
}
