// lint-as: server/features/me/wall-fixture.queries.ts
// expect: nothing (a queries file is where SQL lives)
import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
export const fine = (db: Db) =>
  db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst()
