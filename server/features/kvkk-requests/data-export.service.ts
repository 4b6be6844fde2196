import { Readable } from 'node:stream'
import { toIso, type Db } from '#server/db/database.ts'
import { exportHeader, rideBatch } from './data-export.queries.ts'

const BATCH = 500

/** Dates as ISO UTC text, whichever database they came from. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return toIso(value)
  if (Array.isArray(value)) return value.map(plain)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
  return value
}

async function* ridesOf(db: Db, userId: string, side: 'passengerId' | 'driverId'): AsyncGenerator<string> {
  let after: { createdAt: string; id: string } | null = null
  let first = true
  for (;;) {
    const { rides, events } = await rideBatch(db, side, userId, after, BATCH)
    for (const ride of rides) {
      const item = { ...ride, events: events.filter((e) => e.rideId === ride.id).map(({ rideId: _r, ...e }) => e) }
      yield `${first ? '' : ','}\n${JSON.stringify(plain(item))}`
      first = false
    }
    const last = rides[rides.length - 1]
    if (rides.length < BATCH || !last) return
    after = { createdAt: toIso(last.createdAt), id: last.id }
  }
}

/**
 * "Download my data" (KVKK art. 11): a JSON document of everything Durak holds about the user,
 * written as it is read: the rides come in batches of 500 with their events, so a driver with
 * a hundred thousand rides never has them all in memory.
 */
export async function* dataExport(db: Db, userId: string, meta: { generatedAt: string }): AsyncGenerator<string> {
  const header = plain(await exportHeader(db, userId)) as Record<string, unknown>
  const head = {
    generatedAt: meta.generatedAt,
    profile: header.user ?? null,
    driverProfile: header.driver ?? null,
    membership: header.membership ?? null,
    favourites: header.favourites,
    driverDocuments: header.documents,
    problemReports: header.reports,
    kvkkRequests: header.requests,
    balanceAdjustments: header.adjustments,
  }
  yield JSON.stringify(head).slice(0, -1)
  yield ',"ridesAsPassenger":['
  yield* ridesOf(db, userId, 'passengerId')
  yield '],"ridesAsDriver":['
  yield* ridesOf(db, userId, 'driverId')
  yield ']}\n'
}

export const dataExportStream = (db: Db, userId: string, meta: { generatedAt: string }) =>
  Readable.from(dataExport(db, userId, meta))
