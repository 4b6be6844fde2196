import type { Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * Issue 23. Favourite places for the booking page's quick pick are the profile's
 * `favorite_locations` (so the KVKK export and erasure already cover them), now with coordinates
 * and a creation time; at most 20 each is a rule of the service. `trip_shares`: the one live "share my trip" link of a ride,
 * kept only as the SHA-256 of its token (the token itself is shown once, to the passenger).
 */
export function migration014(dialect: Dialect) {
  const t = columnTypes(dialect)
  const double = dialect === 'postgres' ? 'double precision' : 'real'
  return {
    async up(db: Kysely<unknown>) {
      // the profile's favourites (spec §3) gain coordinates, so the booking page can pick them; rows
      // from before have none (they stay on the profile, and the quick pick skips them)
      const favourites = () => db.schema.alterTable('favorite_locations')
      await favourites().addColumn('lat', double).execute()
      await favourites().addColumn('lng', double).execute()
      await favourites().addColumn('createdAt', t.timestamp).execute()

      await db.schema
        .createTable('trip_shares')
        .addColumn('rideId', 'text', (c) => c.primaryKey().notNull().references('rides.id').onDelete('cascade'))
        .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
        .execute()
    },
  }
}
