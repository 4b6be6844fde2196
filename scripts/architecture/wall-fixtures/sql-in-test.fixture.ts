// lint-as: server/features/me/wall-fixture.test.ts
// expect: nothing (tests arrange and inspect rows directly)
import type { Db } from '#server/db/database.ts'
export const fine = (db: Db) => db.selectFrom('users').select('email').execute()
