import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BUS_RESUMED_TOPIC, LocalTopics, type BusMessage } from './event-bus.ts'
import {
  createPgEventBus,
  keepListening,
  reconnectDelayMs,
  type ListenConnect,
  type ListenHandlers,
} from './pg-event-bus.ts'

/** A database that refuses the next `failures` connects, then accepts; `drop()` breaks the open connection. */
function flakyDatabase(failures: number) {
  let refusals = failures
  let handlers: ListenHandlers | null = null
  const attempts: number[] = []
  const connect: ListenConnect = async (h) => {
    attempts.push(Date.now())
    if (refusals-- > 0) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    handlers = h
    return { end: async () => {} }
  }
  return {
    connect,
    attempts,
    refuse: (n: number) => (refusals = n),
    drop: () => handlers!.onLost(new Error('terminating connection due to administrator command')),
    notify: (topic: string, message: BusMessage) => handlers!.onNotification(JSON.stringify({ topic, message })),
  }
}

describe('the PostgreSQL event bus reconnects for ever', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }))
  afterEach(() => vi.useRealTimers())
  const quiet = () => {}
  const mid = () => 0.5

  it('waits 100 ms doubling to 2 s, with jitter between half and all of it', () => {
    expect([0, 1, 2, 3, 4, 5, 10, 100].map((a) => reconnectDelayMs(a, () => 1))).toEqual([
      100, 200, 400, 800, 1600, 2000, 2000, 2000,
    ])
    expect(reconnectDelayMs(5, () => 0)).toBe(1000)
  })

  it('a first connect that fails, then fails again and again, is retried until it listens', async () => {
    const db = flakyDatabase(7)
    const topics = new LocalTopics()
    const resumed: BusMessage[] = []
    topics.subscribe(BUS_RESUMED_TOPIC, (m) => resumed.push(m))
    const listener = await keepListening(db.connect, topics, quiet, mid)
    expect(listener.isUp()).toBe(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(db.attempts.length).toBe(8)
    expect(listener.isUp()).toBe(true)
    expect(resumed).toEqual([{ type: 'resumed' }])
    // waits of 75, 150, 300, 600, 1200, 1500, 1500 ms (the middle of each jitter band)
    const waits = db.attempts.slice(1).map((at, i) => at - db.attempts[i]!)
    expect(waits).toEqual([75, 150, 300, 600, 1200, 1500, 1500])
    await listener.close()
  })

  it('a connection lost later is reopened (after several refusals), and says so to the streams', async () => {
    const db = flakyDatabase(0)
    const topics = new LocalTopics()
    const heard: BusMessage[] = []
    topics.subscribe('ride:1', (m) => heard.push(m))
    topics.subscribe(BUS_RESUMED_TOPIC, (m) => heard.push(m))
    const listener = await keepListening(db.connect, topics, quiet, mid)
    expect(listener.isUp()).toBe(true)
    db.refuse(3)
    db.drop()
    expect(listener.isUp()).toBe(false)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(listener.isUp()).toBe(true)
    expect(db.attempts.length).toBe(1 + 4)
    db.notify('ride:1', { type: 'status' })
    // the first connect's resume, the reconnect's, then the live message
    expect(heard).toEqual([{ type: 'resumed' }, { type: 'resumed' }, { type: 'status' }])
    // a second loss is handled the same way: the loop never gives up
    db.refuse(20)
    db.drop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(listener.isUp()).toBe(true)
    await listener.close()
  })

  it('stops trying once closed', async () => {
    const db = flakyDatabase(1_000)
    const listener = await keepListening(db.connect, new LocalTopics(), quiet, mid)
    await vi.advanceTimersByTimeAsync(5_000)
    await listener.close()
    const tried = db.attempts.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(db.attempts.length).toBe(tried)
  })

  it('createPgEventBus resolves although the database is down, and reports itself down until it listens', async () => {
    const db = flakyDatabase(2)
    const bus = await createPgEventBus('postgres://nobody@127.0.0.1:1/none', { connect: db.connect, log: quiet })
    expect(bus.isUp()).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(bus.isUp()).toBe(true)
    await bus.close()
  })
})
