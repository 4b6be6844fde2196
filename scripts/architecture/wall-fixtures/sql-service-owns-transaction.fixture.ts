// lint-as: server/features/users/wall-fixture.service.ts
// expect: nothing (a service opens the transaction and hands it to queries; kysely's types are fine)
import { type Transaction } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
declare function deactivate(trx: Transaction<Database>, id: string): Promise<void>
export const fine = (db: Db, id: string) => db.transaction().execute((trx) => deactivate(trx, id))
export const alsoFine = (steps: string[]) => steps.with(0, 'first')
