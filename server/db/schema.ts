import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type {
  DriverDocumentsTable,
  DriverVerificationColumns,
  KvkkReferenceCountersTable,
  KvkkRequestColumns,
  ProblemReportsTable,
} from './schema-cases.ts'
import type {
  DriverPresenceTable,
  RatingTotalsTable,
  RideEventsTable,
  RideLifecycleColumns,
  RideAlertsTable,
  RideOffersTable,
  SupplySampleHoursTable,
  SupplySamplesTable,
} from './schema-lifecycle.ts'

/**
 * Tables of both databases. Timestamps are ISO-8601 UTC text on SQLite and timestamptz on
 * PostgreSQL: they are written as ISO strings (both accept them) and read through `toIso()`.
 * Booleans are 0/1 on SQLite. Money is integer kuruş, distance integer metres, durations seconds.
 */
type Timestamp = ColumnType<string | Date, string, string>
type Bool = ColumnType<boolean | number, boolean | number, boolean | number>
type Int = ColumnType<number | string, number, number>

/** better-auth's user model plus the spec's §3 User profile fields. */
export interface UsersTable {
  id: string
  name: string
  email: string
  emailVerified: Bool
  image: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
  firstName: string
  lastName: string
  phone: string | null
  city: string | null
  /** 'PASSENGER' | 'DRIVER' | 'ADMIN' | 'SUPPORT' (legacy lowercase values are read too). */
  userType: string
  membershipType: string
  membershipStatus: string
  points: Int
  /** Cashback waiting for operations to clear a fare the tariff check called "above" (migration 013). */
  pendingPoints: ColumnType<number | string, number | undefined, number>
  isActive: Bool
  /** Spec §2 reads totalRides from the user record; null means "count the rides". */
  totalRides: Int | null
  /** Rating in hundredths of a point (487 = 4.87), so rounding stays exact. */
  ratingCenti: Int | null
  balanceKurus: Int
  /** KVKK: the privacy-notice version shown at registration and when (null before migration 006). */
  privacyNoticeVersion: ColumnType<string | null, string | null | undefined, string | null>
  privacyNoticeShownAt: ColumnType<string | Date | null, string | null | undefined, string | null>
  /** İYS: marketing messages only with this separate, opt-in consent, and its time. */
  marketingConsent: ColumnType<boolean | number, boolean | number | undefined, boolean | number>
  marketingConsentAt: ColumnType<string | Date | null, string | null | undefined, string | null>
  /** Staff (issue 14): TOTP enrolled and verified through better-auth's twoFactor plugin. */
  twoFactorEnabled: ColumnType<boolean | number, boolean | number | undefined, boolean | number>
  /** The owner typed an SMS code sent to `phone` (migration 015, decision 049). */
  phoneNumberVerified: ColumnType<boolean | number, boolean | number | undefined, boolean | number>
}

export interface SessionsTable {
  id: string
  expiresAt: Timestamp
  token: string
  createdAt: Timestamp
  updatedAt: Timestamp
  ipAddress: string | null
  userAgent: string | null
  userId: string
  /** This session itself entered a two-factor code (issue 22, item 4): what staff access depends on. */
  twoFactorVerified: ColumnType<boolean | number, boolean | number | undefined, boolean | number>
}

export interface AccountsTable {
  id: string
  accountId: string
  providerId: string
  userId: string
  accessToken: string | null
  refreshToken: string | null
  idToken: string | null
  accessTokenExpiresAt: Timestamp | null
  refreshTokenExpiresAt: Timestamp | null
  scope: string | null
  password: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface VerificationsTable {
  id: string
  identifier: string
  value: string
  expiresAt: Timestamp
  createdAt: Timestamp
  updatedAt: Timestamp
}

/** Shared by every server instance: better-auth's limiter and our own API limits. */
export interface RateLimitsTable {
  id: string
  key: string
  count: Int
  lastRequest: Int
}

export interface ApiRateLimitsTable {
  key: string
  windowStart: Int
  count: Int
}

export interface SignInFailuresTable {
  email: string
  failures: Int
  firstFailureAt: Int
  lockedUntil: Int | null
}

export interface DriverProfilesTable extends DriverVerificationColumns {
  userId: string
  licenseNumber: string | null
  isVerified: Bool
  isOnline: Bool
  vehicleBrand: string | null
  vehicleModel: string | null
  vehicleYear: Int | null
  vehiclePlate: string | null
  vehicleColor: string | null
}

export interface PassengerMembershipsTable {
  userId: string
  type: string
  amountKurus: Int
  isPaid: Bool
  paidAt: Timestamp | null
  paymentMethod: string | null
  /** JSON array of benefit strings. */
  features: string
  validUntil: Timestamp | null
}

export interface FavoriteLocationsTable {
  id: Generated<number>
  userId: string
  name: string | null
  address: string
  position: Int
  /** Coordinates and creation time (migration 014): null on favourites from before the booking page. */
  lat: ColumnType<number | string | null, number | null | undefined, number | null>
  lng: ColumnType<number | string | null, number | null | undefined, number | null>
  createdAt: ColumnType<string | Date | null, string | null | undefined, string | null>
}

/** The one live "share my trip" link of a ride (migration 014): only its token's SHA-256 is kept. */
export interface TripSharesTable {
  rideId: string
  tokenHash: string
  createdAt: Timestamp
  expiresAt: Timestamp
}

/** Refunds, credits and fare corrections: a ledger, never updated (migration 017, decision 057). */
export interface RideAdjustmentsTable {
  id: string
  rideId: string
  /** 1, 2, 3… per ride; unique with rideId, so two racing writers cannot both pass the refund cap. */
  sequence: Int
  kind: 'REFUND' | 'CREDIT' | 'FARE_CORRECTION'
  passengerId: string
  driverId: string | null
  amountKurus: Int
  reason: string
  problemReportId: string | null
  createdBy: string
  createdAt: Timestamp
}

/** Per user, side and status: rides and their fares, kept by triggers on `rides` (migration 004). */
export interface RideCountsTable {
  userId: string
  side: 'PASSENGER' | 'DRIVER'
  status: string
  rides: Int
  fareKurus: Int
}

export interface RidesTable extends RideLifecycleColumns {
  id: string
  passengerId: string
  driverId: string | null
  status: string
  fareKurus: Int
  distanceMetres: Int
  durationSeconds: Int
  pickupAddress: string
  dropoffAddress: string | null
  createdAt: Timestamp
}

export interface AccountDeletionRequestsTable extends KvkkRequestColumns {
  id: string
  email: string
  firstName: string
  lastName: string
  reason: string
  language: string
  status: string
  createdAt: Timestamp
}

/** better-auth's twoFactor plugin: one TOTP secret and the hashed backup codes per staff account. */
export interface TwoFactorsTable {
  id: string
  secret: string
  backupCodes: string
  userId: string
  verified: Bool
  failedVerificationCount: Int
  lockedUntil: Timestamp | null
  /** The last TOTP time step accepted (Unix time / 30 s): a code is refused once used (issue 22, item 2). */
  lastTotpStep: ColumnType<number | null, number | null | undefined, number | null>
}

/** The append-only audit log of staff actions (issue 14): before/after as JSON text. */
export interface StaffActionsTable {
  id: string
  actorId: string
  action: string
  recordType: string
  recordId: string
  before: string | null
  after: string | null
  createdAt: Timestamp
}

export interface Database {
  users: UsersTable
  sessions: SessionsTable
  accounts: AccountsTable
  verifications: VerificationsTable
  rate_limits: RateLimitsTable
  sign_in_failures: SignInFailuresTable
  api_rate_limits: ApiRateLimitsTable
  driver_profiles: DriverProfilesTable
  passenger_memberships: PassengerMembershipsTable
  favorite_locations: FavoriteLocationsTable
  rides: RidesTable
  ride_counts: RideCountsTable
  account_deletion_requests: AccountDeletionRequestsTable
  ride_events: RideEventsTable
  driver_presence: DriverPresenceTable
  ride_offers: RideOffersTable
  ride_alerts: RideAlertsTable
  rating_totals: RatingTotalsTable
  problem_reports: ProblemReportsTable
  driver_documents: DriverDocumentsTable
  kvkk_reference_counters: KvkkReferenceCountersTable
  two_factors: TwoFactorsTable
  staff_actions: StaffActionsTable
  trip_shares: TripSharesTable
  ride_adjustments: RideAdjustmentsTable
  supply_samples: SupplySamplesTable
  supply_sample_hours: SupplySampleHoursTable
}

export type UserRow = Selectable<UsersTable>
export type RideRow = Selectable<RidesTable>
export type NewRide = Insertable<RidesTable>
