import { sql, type Kysely } from 'kysely'

/**
 * Issue 30 (decision 070's addendum): `driver_documents.acceptedUntil`, the expiry (an Istanbul
 * day, `YYYY-MM-DD` like `expiresOn`) of the version staff last accepted; null until staff accept
 * one. A renewal the driver sends overwrites the row's number and dates and waits as PENDING, but
 * leaves this column, so an early renewal keeps him on the road until the accepted one lapses.
 * Rows that are VALID today were accepted with their current expiry.
 */
export function migration024() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('driver_documents').addColumn('acceptedUntil', 'text').execute()
      await backfillAcceptedUntil(db)
    },
  }
}

/** Rows VALID before this migration were accepted with their current expiry; the others wait or were refused. */
export async function backfillAcceptedUntil(db: Kysely<unknown>): Promise<void> {
  await sql`update driver_documents set "acceptedUntil" = "expiresOn" where status = 'VALID'`.execute(db)
}
