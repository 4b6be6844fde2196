import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * What the dashboards and the admin lists read at 1,000,000 rides (docs/decisions/011):
 * - `ride_counts`: per user, side (PASSENGER/DRIVER) and status, the number of rides and the sum
 *   of their fares, kept by triggers in the same transaction as every insert, update or delete
 *   of a ride, whoever writes it (API, CLI, generator). The summary reads a handful of rows
 *   instead of every ride of the user.
 * - the users list newest first, whole or of one type (legacy lowercase types included).
 */
export function migration004(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ride_counts')
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('side', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('rides', 'integer', (c) => c.notNull())
        .addColumn('fareKurus', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('ride_counts_pk', ['userId', 'side', 'status'])
        .execute()
      for (const [side, column] of [
        ['PASSENGER', 'passengerId'],
        ['DRIVER', 'driverId'],
      ] as const) {
        await sql`insert into ride_counts ("userId", side, status, rides, "fareKurus")
          select ${sql.ref(column)}, ${sql.lit(side)}, status, count(*), coalesce(sum("fareKurus"), 0)
          from rides where ${sql.ref(column)} is not null group by ${sql.ref(column)}, status`.execute(db)
      }
      if (dialect === 'postgres') await postgresTriggers(db)
      else await sqliteTriggers(db)

      // The users list: newest first, and newest first of one type (upper() reads legacy 'passenger' too).
      await db.schema.dropIndex('users_userType_createdAt_idx').execute()
      await db.schema.createIndex('users_createdAt_idx').on('users').columns(['createdAt desc', 'id desc']).execute()
      await sql`create index "users_type_createdAt_idx" on users (upper("userType"), "createdAt" desc, id desc)`.execute(
        db,
      )
    },
  }
}

/** `+1 ride, +fare` (or `-1, -fare`) for one side of a ride, as an upsert. */
function bump(side: 'PASSENGER' | 'DRIVER', row: 'NEW' | 'OLD', sign: 1 | -1) {
  const column = side === 'PASSENGER' ? '"passengerId"' : '"driverId"'
  const fare = `${sign === 1 ? '' : '-'}${row}."fareKurus"`
  // A ride removed because its user is being deleted: that user's counts go with them (no orphan row).
  const userExists = row === 'OLD' ? ` and exists (select 1 from users where users.id = ${row}.${column})` : ''
  return `insert into ride_counts ("userId", side, status, rides, "fareKurus")
      select ${row}.${column}, '${side}', ${row}.status, ${sign}, ${fare} where ${row}.${column} is not null${userExists}
      on conflict ("userId", side, status) do update set rides = ride_counts.rides + ${sign},
        "fareKurus" = ride_counts."fareKurus" + excluded."fareKurus";`
}

async function sqliteTriggers(db: Kysely<unknown>) {
  const add = `${bump('PASSENGER', 'NEW', 1)}\n${bump('DRIVER', 'NEW', 1)}`
  const remove = `${bump('PASSENGER', 'OLD', -1)}\n${bump('DRIVER', 'OLD', -1)}`
  await sql.raw(`create trigger rides_count_insert after insert on rides begin ${add} end`).execute(db)
  await sql.raw(`create trigger rides_count_delete after delete on rides begin ${remove} end`).execute(db)
  await sql
    .raw(
      `create trigger rides_count_update after update of "passengerId", "driverId", status, "fareKurus" on rides
       begin ${remove} ${add} end`,
    )
    .execute(db)
}

async function postgresTriggers(db: Kysely<unknown>) {
  await sql
    .raw(
      `create function rides_count() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') then
           ${bump('PASSENGER', 'OLD', -1)}
           ${bump('DRIVER', 'OLD', -1)}
         end if;
         if tg_op in ('INSERT', 'UPDATE') then
           ${bump('PASSENGER', 'NEW', 1)}
           ${bump('DRIVER', 'NEW', 1)}
         end if;
         return null;
       end $$`,
    )
    .execute(db)
  await sql
    .raw(
      `create trigger rides_count after insert or delete or update of "passengerId", "driverId", status, "fareKurus"
       on rides for each row execute function rides_count()`,
    )
    .execute(db)
}
