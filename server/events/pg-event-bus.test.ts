import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BUS_RESUMED_TOPIC, LocalTopics, type BusMessage, type EventBus } from './event-bus.ts'
import { throwAwaySchema } from '#server/test/context.ts'
import {
  channelFor,
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

describe('each schema has its own NOTIFY channel', () => {
  it('names the channel after the search_path in the URL, and keeps durak_events without one', () => {
    expect(channelFor('postgres://u@h:5432/db')).toBe('durak_events')
    expect(channelFor('postgres://u@h:5432/db?options=-c%20search_path%3Dt_0123abcd')).toBe('durak_events_t_0123abcd')
    expect(channelFor('postgres://u@h/db?options=-c search_path=Tenant-2')).toBe('durak_events_tenant_2')
    expect(channelFor(`postgres://u@h/db?options=-c search_path=${'s'.repeat(80)}`)).toHaveLength(63)
    expect(channelFor('not a url')).toBe('durak_events')
  })
})

/** The message types heard on `topic`; `until(done)` resolves once `done(heard)` holds, checked at each message. */
function hearing(bus: EventBus, topic: string) {
  const heard: string[] = []
  let wake = () => {}
  bus.subscribe(topic, (m) => {
    heard.push(m.type)
    wake()
  })
  return {
    heard,
    until: (done: (heard: string[]) => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => (done(heard) ? resolve() : undefined)
        wake = check
        check()
      }),
  }
}

// two test files run at once on one database, each in its own schema: their buses must not cross (decision 079)
describe.skipIf(!process.env.TEST_DATABASE_URL)('two apps on two schemas of one database', () => {
  it("hear their own schema's events and never the other's", async () => {
    const a = await throwAwaySchema(process.env.TEST_DATABASE_URL!)
    const b = await throwAwaySchema(process.env.TEST_DATABASE_URL!)
    const a1 = await createPgEventBus(a.databaseUrl)
    const a2 = await createPgEventBus(a.databaseUrl)
    const b1 = await createPgEventBus(b.databaseUrl)
    try {
      expect([a1.isUp(), a2.isUp(), b1.isUp()]).toEqual([true, true, true])
      const onA2 = hearing(a2, 'ride:1')
      const onB1 = hearing(b1, 'ride:1')
      // B speaks first: a listener on B's channel would hear it before A's own message
      await b1.publish('ride:1', { type: 'from-b' })
      await onB1.until((h) => h.includes('from-b'))
      await a1.publish('ride:1', { type: 'from-a' })
      await onA2.until((h) => h.includes('from-a'))
      await b1.publish('ride:1', { type: 'from-b-again' })
      await onB1.until((h) => h.includes('from-b-again'))
      expect(onA2.heard).toEqual(['from-a'])
      expect(onB1.heard).toEqual(['from-b', 'from-b-again'])
    } finally {
      await Promise.all([a1.close(), a2.close(), b1.close()])
      await Promise.all([a.dropSchema(), b.dropSchema()])
    }
  })
})
