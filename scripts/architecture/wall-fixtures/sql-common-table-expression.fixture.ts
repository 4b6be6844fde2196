// lint-as: server/features/statements/wall-fixture.service.ts
// expect: sqlOutsideQueries
import type { Db } from '#server/db/database.ts'
type Cte = Parameters<Db['with']>[1]
export const wrong = (db: Db, recentRides: Cte) => db.with('recent', recentRides)
