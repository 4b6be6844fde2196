import type { City } from '../constants.ts'
import type { RideActor } from './state-machine.ts'

/** Spec §9 / terms §: cancellation is free until a driver is assigned and for 2 minutes after. */
export const FREE_CANCELLATION_MS_AFTER_ASSIGNMENT = 2 * 60 * 1000

/**
 * The passenger cancellation fee per city, in kuruş, charged after the free window. A
 * configured amount: the apps show it before the passenger confirms (`cancellationFee` on the ride).
 */
export const CITY_CANCELLATION_FEE_KURUS: Record<City, number> = {
  Istanbul: 5_000,
  Ankara: 4_000,
  Izmir: 4_000,
  Bursa: 3_500,
  Antalya: 3_500,
  Adana: 3_000,
  Konya: 3_000,
  Gaziantep: 3_000,
  Kayseri: 3_000,
  Mersin: 3_000,
  Eskisehir: 3_000,
  Diyarbakir: 3_000,
  Samsun: 3_000,
  Denizli: 3_000,
  Sakarya: 3_000,
  Kocaeli: 3_500,
  Malatya: 3_000,
  Trabzon: 3_000,
  Erzurum: 3_000,
  Van: 3_000,
}

/** Rides made before cities were recorded (or a city we do not serve) use this fee. */
export const DEFAULT_CANCELLATION_FEE_KURUS = 3_000

export function cityCancellationFeeKurus(city: string | null): number {
  return (city && CITY_CANCELLATION_FEE_KURUS[city as City]) || DEFAULT_CANCELLATION_FEE_KURUS
}

/**
 * The fee a cancellation by `actor` would charge the passenger now: nothing while REQUESTED,
 * nothing in the first 2 minutes after assignment (the window is [0, 2 min)), the city's fee
 * after that. Only a passenger's own cancellation is ever charged.
 */
export function cancellationFeeKurus(input: {
  status: string
  actor: RideActor
  assignedAt: Date | string | null
  now: Date
  city: string | null
}): number {
  if (input.actor !== 'passenger') return 0
  if (input.status !== 'ASSIGNED' && input.status !== 'ARRIVED') return 0
  if (!input.assignedAt) return 0
  const elapsedMs = input.now.getTime() - new Date(input.assignedAt).getTime()
  return elapsedMs < FREE_CANCELLATION_MS_AFTER_ASSIGNMENT ? 0 : cityCancellationFeeKurus(input.city)
}

/**
 * Cashback (spec §1 "points proportional to spending"): one point per full 10 lira of a
 * completed fare, i.e. `CASHBACK_KURUS_PER_POINT` = 1,000 kuruş, rounded down.
 */
export const CASHBACK_KURUS_PER_POINT = 1_000

export function cashbackPoints(fareKurus: number): number {
  if (!Number.isFinite(fareKurus) || fareKurus <= 0) return 0
  return Math.floor(fareKurus / CASHBACK_KURUS_PER_POINT)
}

/** Timeouts of the dispatch, defaults from the le.taxi public API. Seconds. */
export const DEFAULT_RIDE_TIMEOUTS = {
  /** An offered driver has this long to accept before the offer moves on. */
  offerSeconds: 30,
  /** A request nobody accepted within this becomes EXPIRED. */
  requestSeconds: 5 * 60,
  /** A ride in progress longer than this is flagged for operations. */
  inProgressFlagSeconds: 4 * 60 * 60,
  /**
   * A driver silent this long (no position; the app sends one every 5 s) goes offline; on a ride,
   * operations are alerted instead (issue 22).
   */
  driverSilenceSeconds: 120,
  /** Operations are alerted (issue 25) about a request with no accept after this long… */
  alertNoAcceptSeconds: 60,
  /** …an ASSIGNED taxi no closer to the pickup than when it accepted, this long after… */
  alertNotApproachingSeconds: 3 * 60,
  /** …an ARRIVED taxi whose ride has not started after this long… */
  alertArrivedNoStartSeconds: 5 * 60,
  /** …and a ride IN_PROGRESS longer than this. */
  alertLongRideSeconds: 3 * 60 * 60,
} as const
export type RideTimeouts = {
  offerSeconds: number
  requestSeconds: number
  inProgressFlagSeconds: number
  driverSilenceSeconds: number
  alertNoAcceptSeconds: number
  alertNotApproachingSeconds: number
  alertArrivedNoStartSeconds: number
  alertLongRideSeconds: number
}

/** A driver may report a position at most this often (4.5 s so a 5 s app timer is never refused by jitter). */
export const POSITION_MIN_INTERVAL_MS = 4_500

/** How many of the nearest drivers get a request at once; the first to accept wins. */
export const OFFER_FAN_OUT = 3
