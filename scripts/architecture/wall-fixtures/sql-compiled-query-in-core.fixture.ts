// lint-as: server/core/wall-fixture.ts
// expect: sqlOutsideQueries
import { CompiledQuery } from 'kysely'
import type { Db } from '#server/db/database.ts'
export const wrong = (db: Db) => db.executeQuery(CompiledQuery.raw('delete from sessions'))
