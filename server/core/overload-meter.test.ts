import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERLOAD_LIMITS, OverloadMeter, type Admitted, type RequestClass } from './overload-meter.ts'

/**
 * A single-threaded server on a simulated clock, as Node runs one: each turn of its loop reads
 * every request that arrived meanwhile, then handles them one after the other; a timer due every
 * 10 ms measures how late the loop runs, as overload-guard.ts's ticker does. Nothing sleeps.
 */
type Arrival = { at: number; kind: RequestClass }
type Done = Arrival & { refused: boolean; answeredAt: number }
const COST_MS: Record<RequestClass | 'refusal', number> = { position: 1, other: 2, refusal: 0.1 }

function simulate(arrivals: Arrival[], limits = DEFAULT_OVERLOAD_LIMITS) {
  let now = 0
  let dueAt = 10
  let lastLate = 0
  const meter = new OverloadMeter(limits, {
    now: () => now,
    loopLagMs: () => Math.max(lastLate, now - dueAt, 0),
  })
  const done: Done[] = []
  const overloadedAt: { at: number; overloaded: boolean }[] = []
  let next = 0
  while (next < arrivals.length) {
    // an idle loop waits for the next request; its timer keeps running on time meanwhile
    if (arrivals[next]!.at > now) {
      now = arrivals[next]!.at
      lastLate = 0
      dueAt = now + 10
    }
    if (now >= dueAt) {
      lastLate = now - dueAt
      dueAt = now + 10
    }
    const batch: Arrival[] = []
    while (next < arrivals.length && arrivals[next]!.at <= now) batch.push(arrivals[next++]!)
    for (const request of batch) {
      const admitted = meter.arrive(request.kind)
      now += COST_MS[admitted ? request.kind : 'refusal']
      if (admitted) meter.answered(admitted)
      done.push({ ...request, refused: !admitted, answeredAt: now })
    }
    meter.endTurn()
    overloadedAt.push({ at: now, overloaded: meter.isOverloaded() })
  }
  return { done, overloadedAt }
}

/** Requests of one kind at `perSecond` from `from` to `to` (ms), evenly spaced. */
function stream(kind: RequestClass, perSecond: number, from: number, to: number): Arrival[] {
  const out: Arrival[] = []
  for (let at = from; at < to; at += 1000 / perSecond) out.push({ at, kind })
  return out
}
const merged = (...streams: Arrival[][]) => streams.flat().sort((a, b) => a.at - b.at)
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)]!
/** One simulated position report costs 1 ms: the instance takes 1,000 a second. */
const CAPACITY = 1000

describe('shedding on time queued and requests in flight (issue 30)', () => {
  it('an instance with few requests in flight never sheds, however late its loop runs', () => {
    let now = 0
    // as right after start on a busy machine: the loop runs seconds late
    const meter = new OverloadMeter(DEFAULT_OVERLOAD_LIMITS, { now: () => now, loopLagMs: () => 5_000 })
    for (let turn = 0; turn < 200; turn++) {
      const inTurn = Array.from({ length: DEFAULT_OVERLOAD_LIMITS.minInFlight - 1 }, (_, k) =>
        meter.arrive(k % 2 ? 'position' : 'other'),
      )
      expect(inTurn.every((admitted) => admitted !== null)).toBe(true)
      now += 400
      for (const admitted of inTurn) meter.answered(admitted!)
      meter.endTurn()
    }
    expect(meter.isOverloaded()).toBe(false)
  })

  it('sheds a burst of five times capacity within a second, and recovers within 10 s of its end', () => {
    const { done, overloadedAt } = simulate(
      merged(
        stream('position', CAPACITY / 2, 0, 2_000),
        stream('position', CAPACITY * 5, 2_000, 5_000),
        stream('position', CAPACITY / 2, 5_000, 20_000),
      ),
    )
    const before = done.filter((r) => r.at < 2_000)
    expect([before.length, before.filter((r) => r.refused).length]).toEqual([1_000, 0])
    const firstRefused = done.find((r) => r.refused)!
    expect(firstRefused.at).toBeGreaterThanOrEqual(2_000)
    expect(firstRefused.answeredAt - 2_000).toBeLessThan(1_000)
    // the burst's last second: most refused, quickly, and what is taken does not wait without bound
    const lastSecond = done.filter((r) => r.at >= 4_000 && r.at < 5_000)
    expect(lastSecond.filter((r) => r.refused).length).toBeGreaterThan(lastSecond.length / 2)
    expect(p99(lastSecond.map((r) => r.answeredAt - r.at))).toBeLessThan(250)
    // recovery: every request answered again and readiness back, well within 10 s of the end
    const lastRefused = done.filter((r) => r.refused).at(-1)!
    const lastOverloaded = overloadedAt.filter((o) => o.overloaded).at(-1)!
    expect(Math.max(lastRefused.answeredAt, lastOverloaded.at) - 5_000).toBeLessThan(10_000)
    expect(done.filter((r) => r.at >= 15_000).every((r) => !r.refused)).toBe(true)
  })

  it('a stall with no reading of the loop in it is queueing: a request read after it is refused', () => {
    let now = 0
    let lag = 0
    const meter = new OverloadMeter(DEFAULT_OVERLOAD_LIMITS, { now: () => now, loopLagMs: () => lag })
    // one long task holds the loop for 3 s: nothing was answered, and the ticker is 3 s overdue
    now = 3_000
    lag = 3_000
    const turn = Array.from({ length: 40 }, () => meter.arrive('other'))
    expect(turn.filter((admitted) => admitted === null)).toHaveLength(40 - 2 * DEFAULT_OVERLOAD_LIMITS.minInFlight)
    expect(meter.isOverloaded()).toBe(true)
  })

  it('requests waiting for the database are queueing, even while refused reports are answered at once', () => {
    let now = 0
    const meter = new OverloadMeter(DEFAULT_OVERLOAD_LIMITS, { now: () => now, loopLagMs: () => 0 })
    // the loop is on time, but every admitted request waits 400 ms for the database
    const waiting: { admitted: Admitted; answerAt: number }[] = []
    const refusedRides: number[] = []
    for (; now < 3_000; now += 10) {
      for (const w of waiting.filter((w) => w.answerAt <= now)) meter.answered(w.admitted)
      waiting.splice(0, waiting.filter((w) => w.answerAt <= now).length)
      for (const kind of ['other', ...Array<RequestClass>(10).fill('position')] as RequestClass[]) {
        const admitted = meter.arrive(kind)
        if (admitted) waiting.push({ admitted, answerAt: now + 400 })
        else if (kind === 'other') refusedRides.push(now)
      }
      meter.endTurn()
    }
    expect(refusedRides[0]).toBeLessThan(1_000)
    // after the first second, the queue is seen most of the time: of 200 ride requests, many refused
    expect(refusedRides.filter((at) => at >= 1_000).length).toBeGreaterThan(80)
  })

  it('position reports yield first: at twice capacity, ride requests keep p99 ≤ 250 ms and none is refused', () => {
    const rides = stream('other', 100, 0, 10_000)
    const { done } = simulate(merged(stream('position', CAPACITY * 2, 0, 10_000), rides))
    const rideAnswers = done.filter((r) => r.kind === 'other')
    expect(rideAnswers).toHaveLength(rides.length)
    expect(rideAnswers.filter((r) => r.refused)).toEqual([])
    expect(p99(rideAnswers.map((r) => r.answeredAt - r.at))).toBeLessThanOrEqual(250)
    const positions = done.filter((r) => r.kind === 'position')
    const taken = positions.filter((r) => !r.refused).length / 10
    // refused, and yet the instance still takes most of what it can
    expect(positions.length - taken * 10).toBeGreaterThan(positions.length / 4)
    expect(taken).toBeGreaterThan(CAPACITY * 0.6)
  })

  it('without the lower threshold for positions, the same load makes ride requests wait or be refused', () => {
    const rides = stream('other', 100, 0, 10_000)
    const sameForAll = { ...DEFAULT_OVERLOAD_LIMITS, shedPositionsAtQueueMs: DEFAULT_OVERLOAD_LIMITS.shedAllAtQueueMs }
    const { done } = simulate(merged(stream('position', CAPACITY * 2, 0, 10_000), rides), sameForAll)
    const rideAnswers = done.filter((r) => r.kind === 'other')
    const refusedOrSlow = rideAnswers.filter((r) => r.refused || r.answeredAt - r.at > 100)
    expect(refusedOrSlow.length).toBeGreaterThan(rideAnswers.length / 10)
  })
})
