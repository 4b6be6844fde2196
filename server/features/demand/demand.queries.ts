import { sql, type RawBuilder } from 'kysely'
import type { Db, Dialect } from '#server/db/database.ts'
import { toNumber } from '#server/db/database.ts'

/**
 * The demand figures' SQL (decision 064). Rides are read by `rides_demand_idx` (createdAt,
 * pickupCell, status), a covering index, so a period is one index range; free taxis by the primary
 * keys of `supply_samples` (hour, cell) and `supply_sample_hours` (hour). Nothing leaves the
 * database but one row per cell (or per cell and hour).
 */

/** A period in UTC (`from` inclusive, `to` exclusive), Istanbul's offset then, and an optional hour of the day. */
export type DemandWindow = { fromIso: string; toIso: string; offsetSeconds: number; hour: number | null }

/**
 * The UTC hour (0–23) of a timestamp column, cheap on every row: the ISO text's hour on SQLite
 * (every timestamp is written by `toISOString()`), `extract` on PostgreSQL. Istanbul's hour is this
 * shifted by the zone's offset, whole hours (+03:00 all year since 2016), in `istanbulHour()`.
 */
function utcHour(dialect: Dialect, column: string): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`cast(extract(hour from ${sql.ref(column)} at time zone 'UTC') as integer)`
    : sql<number>`cast(substr(${sql.ref(column)}, 12, 2) as integer)`
}

const offsetHours = (w: DemandWindow) => Math.round(w.offsetSeconds / 3_600)
/** Istanbul's hour of the day of a UTC hour. */
const istanbulHour = (utc: number | string, w: DemandWindow) => (toNumber(utc) + offsetHours(w) + 24) % 24
/** The UTC hour of Istanbul's hour of the day. */
const utcHourOf = (hour: number, w: DemandWindow) => (hour - offsetHours(w) + 24) % 24

const expiredCount = sql<number>`sum(case when "status" = 'EXPIRED' then 1 else 0 end)`

export type CellCounts = { cell: string; requests: number; expired: number }
export type CellHourCounts = CellCounts & { hour: number }

function ridesOfWindow(db: Db, dialect: Dialect, w: DemandWindow) {
  let query = db
    .selectFrom('rides')
    .where('createdAt', '>=', w.fromIso)
    .where('createdAt', '<', w.toIso)
    .where('pickupCell', 'is not', null)
  if (w.hour !== null) query = query.where(utcHour(dialect, 'createdAt'), '=', utcHourOf(w.hour, w))
  return query
}

const toCounts = (r: { cell: string | null; requests: number | string; expired: number | string | null }) => ({
  cell: r.cell ?? '',
  requests: toNumber(r.requests),
  expired: toNumber(r.expired),
})

/** Requests and expired requests per cell in the window. */
export async function requestsByCell(db: Db, dialect: Dialect, w: DemandWindow): Promise<CellCounts[]> {
  const rows = await ridesOfWindow(db, dialect, w)
    .select((eb) => ['pickupCell as cell', eb.fn.countAll<number>().as('requests'), expiredCount.as('expired')])
    .groupBy('pickupCell')
    .execute()
  return rows.map(toCounts)
}

/** The `limit` cells with the most expired requests in the window (ties: more requests, then cell). */
export async function mostExpiredCells(
  db: Db,
  dialect: Dialect,
  w: DemandWindow,
  limit: number,
): Promise<CellCounts[]> {
  const rows = await ridesOfWindow(db, dialect, w)
    .select((eb) => ['pickupCell as cell', eb.fn.countAll<number>().as('requests'), expiredCount.as('expired')])
    .groupBy('pickupCell')
    .having(expiredCount, '>', 0)
    .orderBy(expiredCount, 'desc')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('pickupCell')
    .limit(limit)
    .execute()
  return rows.map(toCounts)
}

/** Requests and expired requests per cell and Istanbul hour of the day, optionally of some cells only. */
export async function requestsByCellAndHour(
  db: Db,
  dialect: Dialect,
  w: DemandWindow,
  cells?: string[],
): Promise<CellHourCounts[]> {
  if (cells && cells.length === 0) return []
  const hour = utcHour(dialect, 'createdAt')
  let query = ridesOfWindow(db, dialect, w)
  if (cells) query = query.where('pickupCell', 'in', cells)
  const rows = await query
    .select((eb) => [
      'pickupCell as cell',
      hour.as('hour'),
      eb.fn.countAll<number>().as('requests'),
      expiredCount.as('expired'),
    ])
    .groupBy(['pickupCell', hour])
    .execute()
  return rows.map((r) => ({ ...toCounts(r), hour: istanbulHour(r.hour, w) }))
}

function samplesOfWindow(db: Db, dialect: Dialect, w: DemandWindow) {
  let query = db.selectFrom('supply_samples').where('hour', '>=', w.fromIso).where('hour', '<', w.toIso)
  if (w.hour !== null) query = query.where(utcHour(dialect, 'hour'), '=', utcHourOf(w.hour, w))
  return query
}

/** Per cell, free taxis summed over the sampled minutes of the window. */
export async function freeTaxiMinutesByCell(db: Db, dialect: Dialect, w: DemandWindow) {
  const rows = await samplesOfWindow(db, dialect, w)
    .select((eb) => ['cell', eb.fn.sum<number>('freeTaxiSum').as('sum')])
    .groupBy('cell')
    .execute()
  return rows.map((r) => ({ cell: r.cell, sum: toNumber(r.sum) }))
}

/** Per cell and Istanbul hour of the day, free taxis summed over the sampled minutes. */
export async function freeTaxiMinutesByCellAndHour(db: Db, dialect: Dialect, w: DemandWindow, cells?: string[]) {
  if (cells && cells.length === 0) return []
  const hour = utcHour(dialect, 'hour')
  let query = samplesOfWindow(db, dialect, w)
  if (cells) query = query.where('cell', 'in', cells)
  const rows = await query
    .select((eb) => ['cell', hour.as('hourOfDay'), eb.fn.sum<number>('freeTaxiSum').as('sum')])
    .groupBy(['cell', hour])
    .execute()
  return rows.map((r) => ({ cell: r.cell, hour: istanbulHour(r.hourOfDay, w), sum: toNumber(r.sum) }))
}

/** Sampled minutes per Istanbul hour of the day in the window (the divisor of every average). */
export async function sampledMinutesByHour(db: Db, dialect: Dialect, w: DemandWindow): Promise<Map<number, number>> {
  const hour = utcHour(dialect, 'hour')
  let query = db.selectFrom('supply_sample_hours').where('hour', '>=', w.fromIso).where('hour', '<', w.toIso)
  if (w.hour !== null) query = query.where(hour, '=', utcHourOf(w.hour, w))
  const rows = await query
    .select((eb) => [hour.as('hourOfDay'), eb.fn.sum<number>('samples').as('minutes')])
    .groupBy(hour)
    .execute()
  return new Map(rows.map((r) => [istanbulHour(r.hourOfDay, w), toNumber(r.minutes)]))
}

/**
 * Count this minute's free taxis per cell into its hour, once per minute whichever instance comes
 * first: the claim on `supply_sample_hours` (lastMinute below this one) lets one writer through,
 * and a second instance in the same minute changes nothing. Free: online (a cell) with no ride.
 * Returns false when this minute was already counted.
 */
export async function addSupplySample(db: Db, hourIso: string, minute: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('supply_sample_hours')
      .values({ hour: hourIso, samples: 1, lastMinute: minute })
      .onConflict((oc) =>
        oc
          .column('hour')
          .doUpdateSet({ samples: sql`supply_sample_hours.samples + 1`, lastMinute: minute })
          .where('supply_sample_hours.lastMinute', '<', minute),
      )
      .executeTakeFirst()
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false
    // the hour comes from the claimed row, so it has the column's type on either database
    await trx
      .insertInto('supply_samples')
      .columns(['hour', 'cell', 'freeTaxiSum'])
      .expression((eb) =>
        eb
          .selectFrom('driver_presence')
          .innerJoin('supply_sample_hours', (join) => join.on('supply_sample_hours.hour', '=', hourIso))
          .select((s) => ['supply_sample_hours.hour', 'driver_presence.cell', s.fn.countAll<number>().as('n')])
          .where('driver_presence.cell', 'is not', null)
          .where('driver_presence.activeRideId', 'is', null)
          .groupBy(['supply_sample_hours.hour', 'driver_presence.cell']),
      )
      .onConflict((oc) =>
        oc
          .columns(['hour', 'cell'])
          .doUpdateSet({ freeTaxiSum: sql`supply_samples."freeTaxiSum" + excluded."freeTaxiSum"` }),
      )
      .execute()
    return true
  })
}

/** The pickup's grid cell on a ride just requested (the demand figures count it there). */
export async function setPickupCell(db: Db, rideId: string, cell: string): Promise<void> {
  await db.updateTable('rides').set({ pickupCell: cell }).where('id', '=', rideId).execute()
}
