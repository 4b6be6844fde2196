// lint-as: server/features/me/wall-fixture.routes.ts
// expect: sqlOutsideQueries
import type { Db } from '#server/db/database.ts'
export const wrong = (db: Db) => db.selectFrom('users').select('email').execute()
