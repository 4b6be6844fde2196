import type { ColumnType, Generated } from 'kysely'

/** Tables and ride columns of the ride lifecycle (migration 003); see schema.ts for the conventions. */
type Timestamp = ColumnType<string | Date, string, string>
type Bool = ColumnType<boolean | number, boolean | number, boolean | number>
type Int = ColumnType<number | string, number, number>
type Real = ColumnType<number | string, number, number>

// Optional on insert: the CLI's legacy rides and the lifecycle's rides share the table.
type OptText = ColumnType<string | null, string | null | undefined, string | null>
type OptReal = ColumnType<number | string | null, number | null | undefined, number | null>
type OptInt = ColumnType<number | string | null, number | null | undefined, number | null>
type OptTimestamp = ColumnType<string | Date | null, string | null | undefined, string | null>

export interface RideLifecycleColumns {
  city: OptText
  pickupLat: OptReal
  pickupLng: OptReal
  dropoffLat: OptReal
  dropoffLng: OptReal
  /** 'CASH' | 'CARD' | 'MOBILE' (spec: cash, credit card, mobile payment). */
  paymentMethod: OptText
  /** When the ride entered its current status: the sweep's clock reads it. */
  statusChangedAt: OptTimestamp
  assignedAt: OptTimestamp
  cancelledBy: OptText
  cancelReason: OptText
  cancellationFeeKurus: ColumnType<number | string, number | undefined, number>
  /** Tolls of the ride in kuruş, on the receipt as their own line (migration 009). */
  tollsKurus: ColumnType<number | string, number | undefined, number>
  ratingForDriver: OptInt
  ratingForDriverComment: OptText
  ratingForPassenger: OptInt
  ratingForPassengerComment: OptText
  idempotencyKey: OptText
  requestHash: OptText
  flaggedAt: OptTimestamp
  /** Cashback held while the fare check says "above", until operations clear it (migration 013). */
  pendingPoints: ColumnType<number | string, number | undefined, number>
  /** How operations cleared a held fare: 'CONFIRMED' (points credited) or 'REJECTED' (points dropped). */
  fareClearance: OptText
  fareClearedAt: OptTimestamp
  fareClearedBy: OptText
  /** The pickup's presence grid cell, `cellOf(pickup)` (migration 021): where demand is counted. */
  pickupCell: OptText
}

export interface RideEventsTable {
  id: Generated<Int>
  rideId: string
  fromStatus: string | null
  toStatus: string
  actor: string
  actorId: string | null
  reason: string | null
  at: Timestamp
}

export interface DriverPresenceTable {
  driverId: string
  isOnline: Bool
  city: string | null
  lat: Real | null
  lng: Real | null
  /** Grid cell of the position while online, null while offline. */
  cell: string | null
  positionAtMs: Int | null
  activeRideId: string | null
  updatedAt: Timestamp
}

export interface RideOffersTable {
  rideId: string
  driverId: string
  /** 'OFFERED' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED' | 'WITHDRAWN' */
  status: string
  distanceMetres: Int
  offeredAt: Timestamp
  expiresAt: Timestamp
}

/** An alert for operations about a ride under way (migration 011): once per ride and kind. */
export interface RideAlertsTable {
  rideId: string
  /** A `RideAlertKind` (server/features/ride-lifecycle/alerts.queries.ts). */
  kind: string
  driverId: string | null
  raisedAt: Timestamp
  /** 'OPEN' | 'TAKEN' | 'CLOSED' (migration 020). */
  status: ColumnType<string, string | undefined, string>
  takenBy: OptText
  takenAt: OptTimestamp
  answer: OptText
  answeredAt: OptTimestamp
  closedBy: OptText
  closedAt: OptTimestamp
  /** Why the alert closed itself when its cause ended (an `AlertResolution`); null: staff closed it (migration 023). */
  resolution: OptText
}

export interface RatingTotalsTable {
  userId: string
  ratingSum: Int
  ratingCount: Int
}

/** Free taxis per UTC hour and grid cell, summed over the sampled minutes (migration 021). */
export interface SupplySamplesTable {
  hour: Timestamp
  cell: string
  freeTaxiSum: Int
}

/** How many minutes of each UTC hour were sampled, and the last one (epoch minutes). */
export interface SupplySampleHoursTable {
  hour: Timestamp
  samples: Int
  lastMinute: Int
}
