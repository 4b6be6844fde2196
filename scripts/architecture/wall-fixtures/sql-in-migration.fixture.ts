// lint-as: server/db/migrations/wall-fixture.ts
// expect: nothing (migrations and the rest of server/db/ are the database layer itself)
import { sql, type Kysely } from 'kysely'
export async function up(db: Kysely<unknown>) {
  await sql`create index wall_fixture on rides (status)`.execute(db)
}
