// lint-as: server/features/users/wall-fixture.service.ts
// expect: sqlOutsideQueries
import type { Db } from '#server/db/database.ts'
export const wrong = (db: Db, id: string) =>
  db.transaction().execute((trx) => trx.updateTable('users').set({ isActive: false }).where('id', '=', id).execute())
