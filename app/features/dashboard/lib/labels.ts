import { CITY_NAMES_TR, type City } from '#shared/constants.ts'
import type { dashboard } from '#shared/i18n/en/dashboard.ts'
import { rides } from '#shared/i18n/en/rides.ts'
import type { Lang } from '#shared/routes.ts'

export type RideStatusKey = keyof typeof rides.status
export type BenefitKey = keyof typeof dashboard.benefits
export type PaymentMethodKey = keyof typeof dashboard.paymentMethods

/**
 * The status's key in the rides catalog, the one home of ride status labels; null for a status no
 * catalog names. Every status reads as words, not only the spec's three (decision 038).
 */
export function rideStatusKey(status: string): RideStatusKey | null {
  return Object.hasOwn(rides.status, status) ? (status as RideStatusKey) : null
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
