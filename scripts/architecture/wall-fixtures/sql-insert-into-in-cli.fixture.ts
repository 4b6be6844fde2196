// lint-as: server/cli/commands/wall-fixture.ts
// expect: sqlOutsideQueries
import type { Db } from '#server/db/database.ts'
export const wrong = (db: Db, rideId: string) => db.insertInto('ride_events').values({ rideId }).execute()
