import { sql, type Kysely } from 'kysely'

/**
 * The live map's search by plate (issue 25, decision 062): plates are written as drivers typed them
 * ("34 abc 123"), and staff search with spaces and case ignored. An index on that same expression
 * lets the search read one profile instead of all of them; the query must spell the expression
 * exactly so (`findTaxiByPlate`), or neither database uses the index.
 */
export function migration022() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index driver_profiles_plate_key_idx on driver_profiles (upper(replace("vehiclePlate", ' ', '')))`.execute(
        db,
      )
    },
  }
}
