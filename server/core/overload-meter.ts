/**
 * What decides shedding (decision 069): how long requests queued, and how many were in flight.
 * Pure logic on an injected clock and loop-lag reading, so tests drive it without sleeping;
 * `overload-guard.ts` wires it to Fastify's hooks.
 */

/** When an instance sheds load. */
export type OverloadLimits = {
  /**
   * Below this many API requests in flight nothing is refused, however late the event loop runs;
   * requests other than position reports need twice as many.
   */
  minInFlight: number
  /** Position reports are refused once every request of the last 0.1–0.2 s queued at least this long (ms). */
  shedPositionsAtQueueMs: number
  /** Every API and sign-in request is refused once every request of the last 0.1–0.2 s queued this long (ms). */
  shedAllAtQueueMs: number
  /** Tests only: the clock and the loop-lag reading the meter uses instead of the real ones. */
  probes?: OverloadProbes
}

export type OverloadProbes = {
  /** Milliseconds, monotonic. */
  now: () => number
  /** How long a request read now has waited for the event loop, ms (overload-guard.ts: a 10 ms ticker). */
  loopLagMs: () => number
}

export const DEFAULT_OVERLOAD_LIMITS: OverloadLimits = {
  minInFlight: 8,
  shedPositionsAtQueueMs: 25,
  shedAllAtQueueMs: 250,
}

/** Position reports are the cheapest to refuse: the driver's app reports again later. */
export type RequestClass = 'position' | 'other'

/** One request the meter let through, until its answer starts. */
export type Admitted = { readonly arrivedAt: number; readonly lagAtArrival: number }

/** Queue times are judged over windows of this length: the smallest of the last two (as CoDel does). */
export const WINDOW_MS = 100
/** Readiness says "overloaded" while a request was refused this recently. */
const OVERLOADED_FOR_MS = 1_000

export class OverloadMeter {
  private readonly open = new Set<Admitted>()
  private turnAdmitted = 0
  private windowStart = Number.NEGATIVE_INFINITY
  private currentMin = Number.POSITIVE_INFINITY
  private previousMin = Number.POSITIVE_INFINITY
  private lastRefusedAt = Number.NEGATIVE_INFINITY

  constructor(
    private readonly limits: OverloadLimits,
    private readonly probes: OverloadProbes,
  ) {}

  /**
   * Requests in flight: admitted and not yet answering, or admitted in the same turn of the event loop
   * (a synchronous handler answers before the next request is read, but those read together waited
   * together). A refused request is not counted: it cost little, and refusing more would not help.
   */
  inFlight(): number {
    return Math.max(this.open.size, this.turnAdmitted)
  }

  /** A turn of the event loop ended: the next requests are read in another one. */
  endTurn() {
    this.turnAdmitted = 0
  }

  /**
   * How long requests queue now: the shortest time queued over the last two windows (one request
   * through quickly means there is no standing queue). With no request answered lately, how late
   * the loop runs or how long the oldest request in flight has waited, whichever is longer — a
   * stall with no reading is a queue, not an absence of one.
   */
  queueMs(lagNow = this.probes.loopLagMs()): number {
    this.roll(this.probes.now())
    const shortest = Math.min(this.currentMin, this.previousMin)
    if (shortest !== Number.POSITIVE_INFINITY) return shortest
    const oldest = this.open.values().next().value
    return Math.max(lagNow, oldest ? this.probes.now() - oldest.arrivedAt + oldest.lagAtArrival : 0)
  }

  /** A request arrives: admitted (answer with `answered`) or null, refused. */
  arrive(kind: RequestClass): Admitted | null {
    const now = this.probes.now()
    const lag = this.probes.loopLagMs()
    const isPosition = kind === 'position'
    const limit = isPosition ? this.limits.shedPositionsAtQueueMs : this.limits.shedAllAtQueueMs
    // each position report admitted regardless is a slice of the turn everyone waits for: fewer of them
    const fewest = isPosition ? this.limits.minInFlight : 2 * this.limits.minInFlight
    if (this.inFlight() >= fewest && this.queueMs(lag) >= limit) {
      // a refused request says nothing of the queue: it is answered at once, while those admitted
      // may wait for the database as well as the loop
      this.lastRefusedAt = now
      return null
    }
    const admitted = { arrivedAt: now, lagAtArrival: lag }
    this.turnAdmitted++
    this.open.add(admitted)
    return admitted
  }

  /** An admitted request's answer starts (headers written, or a stream opened). */
  answered(request: Admitted) {
    if (!this.open.delete(request)) return
    const now = this.probes.now()
    this.record(now, request.lagAtArrival + (now - request.arrivedAt))
  }

  /** True while the instance refuses requests (readiness). */
  isOverloaded(): boolean {
    return this.probes.now() - this.lastRefusedAt < OVERLOADED_FOR_MS
  }

  private record(now: number, queuedMs: number) {
    this.roll(now)
    if (queuedMs < this.currentMin) this.currentMin = queuedMs
  }

  private roll(now: number) {
    if (now - this.windowStart < WINDOW_MS) return
    // a window with nothing in it, or more than one window ago, says nothing about now
    this.previousMin = now - this.windowStart < 2 * WINDOW_MS ? this.currentMin : Number.POSITIVE_INFINITY
    this.currentMin = Number.POSITIVE_INFINITY
    this.windowStart = now
  }
}
