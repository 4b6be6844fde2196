import type { Selectable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { DriverDocumentsTable } from '#server/db/schema-cases.ts'

export type DocumentRow = Selectable<DriverDocumentsTable>

export async function documentsOf(db: Db, driverId: string): Promise<DocumentRow[]> {
  return db.selectFrom('driver_documents').selectAll().where('driverId', '=', driverId).orderBy('expiresOn').execute()
}

/**
 * The driver's documents that do not count (index driver_documents_driver_kind_idx): none accepted
 * by staff, or the accepted one lapsed before `today` (`acceptedUntil`, issue 30). A renewal the
 * driver sent waits for review without taking the accepted one away, whatever the row's status.
 */
export async function unacceptedDocumentsOf(db: Db, driverId: string, today: string): Promise<DocumentRow[]> {
  return db
    .selectFrom('driver_documents')
    .selectAll()
    .where('driverId', '=', driverId)
    .where((eb) => eb.or([eb('acceptedUntil', 'is', null), eb('acceptedUntil', '<', today)]))
    .orderBy('expiresOn')
    .execute()
}

export async function upsertDocument(
  db: Db,
  row: {
    id: string
    driverId: string
    kind: string
    number: string
    issuedOn: string
    expiresOn: string
    status: string
    at: string
  },
): Promise<void> {
  const { at, ...values } = row
  const changes = {
    number: values.number,
    issuedOn: values.issuedOn,
    expiresOn: values.expiresOn,
    status: values.status,
    updatedAt: at,
  }
  await db
    .insertInto('driver_documents')
    .values({ ...values, createdAt: at, updatedAt: at })
    .onConflict((oc) => oc.columns(['driverId', 'kind']).doUpdateSet(changes))
    .execute()
}

/** The driver with their verification columns and contact, or undefined for anybody who is not a driver. */
export async function driverWithVerification(db: Db, driverId: string) {
  return db
    .selectFrom('driver_profiles')
    .innerJoin('users', 'users.id', 'driver_profiles.userId')
    .select(['users.id', 'users.name', 'users.email', 'users.phone', 'driver_profiles.vehiclePlate'])
    .select(['driver_profiles.licenseNumber', 'driver_profiles.vehicleBrand', 'driver_profiles.vehicleModel'])
    .select(['driver_profiles.vehicleYear', 'driver_profiles.vehicleColor'])
    .select([
      'driver_profiles.verificationStatus',
      'driver_profiles.verificationReason',
      'driver_profiles.verificationChangedAt',
    ])
    .where('driver_profiles.userId', '=', driverId)
    .executeTakeFirst()
}

export async function setVerification(
  db: Db,
  driverId: string,
  change: { status: 'VERIFIED' | 'REJECTED' | 'PENDING'; reason: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('driver_profiles')
    .set({
      verificationStatus: change.status,
      verificationReason: change.reason,
      verificationChangedAt: change.at,
      isVerified: change.status === 'VERIFIED' ? 1 : 0,
    })
    .where('userId', '=', driverId)
    .execute()
  // acceptance records each document's expiry as accepted; a rejection leaves what was accepted before
  await db
    .updateTable('driver_documents')
    .set((eb) =>
      change.status === 'VERIFIED'
        ? { status: 'VALID', acceptedUntil: eb.ref('expiresOn'), updatedAt: change.at }
        : { status: change.status, updatedAt: change.at },
    )
    .where('driverId', '=', driverId)
    .execute()
}

/** Drivers of one verification status by id (index driver_profiles_verification_idx), one keyset page. */
export async function verificationQueue(db: Db, filter: { status: string; limit: number; cursor?: string }) {
  let query = db
    .selectFrom('driver_profiles')
    .innerJoin('users', 'users.id', 'driver_profiles.userId')
    .select([
      'driver_profiles.userId',
      'users.name',
      'driver_profiles.vehiclePlate',
      'driver_profiles.verificationStatus',
    ])
    .select(['driver_profiles.verificationChangedAt', 'users.createdAt'])
  // ALL: every driver, whatever their verification (the list and its CSV alike)
  if (filter.status !== 'ALL') query = query.where('driver_profiles.verificationStatus', '=', filter.status)
  if (filter.cursor) query = query.where('driver_profiles.userId', '>', filter.cursor)
  const rows = await query
    .orderBy('driver_profiles.userId')
    .limit(filter.limit + 1)
    .execute()
  const page = rows.slice(0, filter.limit)
  return { rows: page, nextCursor: rows.length > filter.limit ? (page[page.length - 1]?.userId ?? null) : null }
}

/** Documents expiring between `from` and `until` (inclusive), soonest first (index driver_documents_expiry_idx). */
export async function expiringDocuments(
  db: Db,
  filter: { from: string; until: string; limit: number; cursor?: { expiresOn: string; id: string } },
) {
  let query = db
    .selectFrom('driver_documents')
    .innerJoin('users', 'users.id', 'driver_documents.driverId')
    .selectAll('driver_documents')
    .select('users.name')
    .where('driver_documents.expiresOn', '>=', filter.from)
    .where('driver_documents.expiresOn', '<=', filter.until)
  const after = filter.cursor
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('driver_documents.expiresOn', 'driver_documents.id'), '>', eb.tuple(after.expiresOn, after.id)),
    )
  return query
    .orderBy('driver_documents.expiresOn')
    .orderBy('driver_documents.id')
    .limit(filter.limit + 1)
    .execute()
}

export async function countPendingDrivers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('driver_profiles')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('verificationStatus', '=', 'PENDING')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
