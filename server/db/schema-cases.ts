import type { ColumnType } from 'kysely'

/** Tables of migration 008 (issue 14, part B): problem reports, driver documents, KVKK references. */
type Timestamp = ColumnType<string | Date, string, string>
type NullableTimestamp = ColumnType<string | Date | null, string | null | undefined, string | null>
type Int = ColumnType<number | string, number, number>

export interface ProblemReportsTable {
  id: string
  reporterId: string
  rideId: string | null
  category: string
  message: string
  /** `missing_from_statement`: the statement's week (ISO week, `2026-W12`). */
  statementWeek: ColumnType<string | null, string | null | undefined, string | null>
  /** The reporter's language when reporting: the answer mail is written in it. */
  language: ColumnType<string, string | undefined, string>
  /** OPEN | ANSWERED | CLOSED */
  status: string
  answer: ColumnType<string | null, string | null | undefined, string | null>
  answeredBy: ColumnType<string | null, string | null | undefined, string | null>
  answeredAt: NullableTimestamp
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface DriverDocumentsTable {
  id: string
  driverId: string
  /** DRIVING_LICENCE | DRIVER_PERMIT | VEHICLE_REGISTRATION | INSPECTION | INSURANCE */
  kind: string
  number: string
  /** Istanbul calendar days, `YYYY-MM-DD`. */
  issuedOn: string
  expiresOn: string
  /** PENDING | VALID | REJECTED */
  status: string
  /**
   * The expiry of the version staff last accepted (migration 024), null until they accept one: what
   * going online and dispatch read, whatever `status` says (a renewal waiting for review keeps it).
   */
  acceptedUntil: ColumnType<string | null, string | null | undefined, string | null>
  createdAt: Timestamp
  updatedAt: Timestamp
  /** The scan of the document (migration 018): random storage key, checked content type, size; null until uploaded. */
  scanKey: ColumnType<string | null, string | null | undefined, string | null>
  scanType: ColumnType<string | null, string | null | undefined, string | null>
  scanBytes: ColumnType<number | null, number | null | undefined, number | null>
  scanUploadedAt: NullableTimestamp
  /** The user id of whoever uploaded it (the driver or a staff member). */
  scanUploadedBy: ColumnType<string | null, string | null | undefined, string | null>
}

export interface KvkkReferenceCountersTable {
  year: Int
  last: Int
}

/** The columns migration 008 adds to `driver_profiles`. */
export interface DriverVerificationColumns {
  /** PENDING | VERIFIED | REJECTED */
  verificationStatus: ColumnType<string, string | undefined, string>
  verificationReason: ColumnType<string | null, string | null | undefined, string | null>
  verificationChangedAt: NullableTimestamp
}

/** The columns migration 008 adds to `account_deletion_requests`. */
export interface KvkkRequestColumns {
  /** `KVKK-2026-000123`; null only on requests made before migration 008. */
  reference: ColumnType<string | null, string | null | undefined, string | null>
  userId: ColumnType<string | null, string | null | undefined, string | null>
  /** DELETION | EXPORT */
  kind: ColumnType<string, string | undefined, string>
  statusReason: ColumnType<string | null, string | null | undefined, string | null>
  updatedAt: NullableTimestamp
  completedAt: NullableTimestamp
  /** How the requester was verified: EMAIL_LINK | SIGNED_IN | STAFF_NOTE (migration 012). */
  verificationMethod: ColumnType<string | null, string | null | undefined, string | null>
  verifiedAt: NullableTimestamp
  /** The staff member (STAFF_NOTE) or the signed-in account (SIGNED_IN); null for the mailed link. */
  verifiedBy: ColumnType<string | null, string | null | undefined, string | null>
  verificationNote: ColumnType<string | null, string | null | undefined, string | null>
  /** SHA-256 of the mailed link's token (the token itself is never stored). */
  verifyTokenHash: ColumnType<string | null, string | null | undefined, string | null>
  verifyTokenExpiresAt: NullableTimestamp
}
