import type { BusMessage } from '#server/events/event-bus.ts'
import {
  type LifecycleDeps,
  findDriverPosition,
  getRideRow,
  listOffers,
} from '#server/features/ride-lifecycle/index.ts'
import { findLatestRideEvent, listOffersOpenSince, listRideEventsAfter } from './live-replay.queries.ts'

/** Writes one SSE message with its `id:`. */
export type Write = (message: BusMessage, id: string) => void

/**
 * What a stream sends: `replay` once at the start (what a reconnecting client missed, or the
 * current state), then `onMessage` for each bus message, and `resync` when the bus listens again
 * after an outage (what was published meanwhile never arrived: read it from the database). The
 * stream runs them one after another.
 */
export type Feed = {
  replay: (write: Write) => Promise<void>
  onMessage: (message: BusMessage, write: Write) => Promise<void>
  resync: (write: Write) => Promise<void>
}

const WITH_TAXI = ['ASSIGNED', 'ARRIVED', 'IN_PROGRESS']
/** How far before its last message an offer stream's resync looks (decision 068). */
const RESYNC_OVERLAP_MS = 2_000

/**
 * A ride's stream. Each status message's id is its `ride_events` row id, so a client reconnecting
 * with `Last-Event-ID` gets every transition after it, in order, from the database (on any
 * instance), and none twice: a bus `status` message only prompts a read of the rows not yet sent.
 * Positions are not replayed; they carry the id of the last transition sent, and the newest
 * position follows the replay.
 */
export function rideFeed(deps: LifecycleDeps, rideId: string, lastEventId: number | null): Feed {
  let lastSent = lastEventId ?? 0
  const sendNewTransitions = async (write: Write) => {
    for (const e of await listRideEventsAfter(deps.db, rideId, lastSent)) {
      write({ type: 'status', rideId, status: e.to, from: e.from, actor: e.actor, at: e.at }, String(e.id))
      lastSent = e.id
    }
  }
  const sendPosition = async (write: Write) => {
    const ride = await getRideRow(deps.db, rideId)
    if (ride?.driverId && WITH_TAXI.includes(ride.status)) {
      const position = await findDriverPosition(deps.db, ride.driverId)
      if (position) write({ type: 'position', rideId, ...position }, String(lastSent))
    }
  }
  return {
    async replay(write) {
      if (lastEventId === null) {
        // a first connection: where the ride is now, so the client needs nothing else
        const latest = await findLatestRideEvent(deps.db, rideId)
        const ride = await getRideRow(deps.db, rideId)
        lastSent = latest?.id ?? 0
        write(
          {
            type: 'status',
            rideId,
            status: ride?.status ?? latest?.to ?? 'REQUESTED',
            from: latest?.from ?? null,
            actor: latest?.actor ?? 'system',
            at: latest?.at ?? deps.now().toISOString(),
          },
          String(lastSent),
        )
      } else {
        await sendNewTransitions(write)
      }
      await sendPosition(write)
    },
    async onMessage(message, write) {
      if (message.type === 'status') await sendNewTransitions(write)
      else write(message, String(lastSent))
    },
    // the transitions made while the bus was down, in order, then where the taxi is now
    async resync(write) {
      await sendNewTransitions(write)
      await sendPosition(write)
    },
  }
}

/**
 * A driver's offer stream. Its ids are the server's clock in milliseconds. A client reconnecting
 * with `Last-Event-ID` gets the offers made to it since then that are still open, and an
 * `offer-closed` for each offer open then or since that has closed (which may repeat one it had:
 * closing is idempotent for the app). A first connection sends nothing (`GET /driver/offers` lists them).
 */
export function driverFeed(deps: LifecycleDeps, driverId: string, lastEventMs: number | null): Feed {
  // the clock of the last message sent, else of the stream's start: where a resync resumes
  let sentUpTo = deps.now().getTime()
  const idNow = () => {
    sentUpTo = deps.now().getTime()
    return String(sentUpTo)
  }
  const replaySince = async (sinceMs: number, write: Write) => {
    const since = new Date(sinceMs).toISOString()
    const open = new Map((await listOffers(deps, driverId)).map((o) => [o.rideId, o]))
    for (const o of await listOffersOpenSince(deps.db, driverId, since)) {
      const live = open.get(o.rideId)
      if (live) {
        if (o.offeredAt > since) write({ type: 'offer', offer: live }, idNow())
        continue
      }
      if (o.status === 'ACCEPTED') continue
      const taken = o.rideDriverId != null && o.rideDriverId !== driverId
      const reason = taken ? 'TAKEN' : o.status === 'WITHDRAWN' || o.status === 'DECLINED' ? o.status : 'EXPIRED'
      write({ type: 'offer-closed', rideId: o.rideId, reason }, idNow())
    }
  }
  return {
    async replay(write) {
      if (lastEventMs !== null) await replaySince(lastEventMs, write)
    },
    async onMessage(message, write) {
      write(message, idNow())
    },
    // the offers made and closed while the bus was down, from a little before the last message
    // (one in flight when the connection broke); the app keeps one offer per ride, a close is idempotent
    resync: (write) => replaySince(sentUpTo - RESYNC_OVERLAP_MS, write),
  }
}
