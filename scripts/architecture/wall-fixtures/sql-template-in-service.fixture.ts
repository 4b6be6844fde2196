// lint-as: server/features/me/wall-fixture.service.ts
// expect: sqlOutsideQueries
import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
export const wrong = (db: Db) => sql<number>`select count(*) from users`.execute(db)
