import type { Db } from '#server/db/database.ts'

/** One of a driver's documents with its scan columns, or undefined when not recorded. */
export async function documentWithScan(db: Db, driverId: string, kind: string) {
  return db
    .selectFrom('driver_documents')
    .select(['id', 'driverId', 'kind', 'number', 'scanKey', 'scanType', 'scanBytes', 'scanUploadedAt'])
    .where('driverId', '=', driverId)
    .where('kind', '=', kind)
    .executeTakeFirst()
}

export async function setScan(
  db: Db,
  scan: { driverId: string; kind: string; key: string; type: string; bytes: number; by: string; at: string },
): Promise<void> {
  await db
    .updateTable('driver_documents')
    .set({
      scanKey: scan.key,
      scanType: scan.type,
      scanBytes: scan.bytes,
      scanUploadedAt: scan.at,
      scanUploadedBy: scan.by,
      // a new scan waits for staff's check, like a newly recorded document
      status: 'PENDING',
      updatedAt: scan.at,
    })
    .where('driverId', '=', scan.driverId)
    .where('kind', '=', scan.kind)
    .execute()
}
