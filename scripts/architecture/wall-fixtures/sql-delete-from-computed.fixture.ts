// lint-as: server/core/wall-fixture.ts
// expect: sqlOutsideQueries
import type { Db } from '#server/db/database.ts'
export const wrong = (db: Db) => db['deleteFrom']('sessions').execute()
