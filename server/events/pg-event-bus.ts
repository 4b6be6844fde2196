import pg from 'pg'
import { BUS_RESUMED_TOPIC, LocalTopics, type BusMessage, type EventBus } from './event-bus.ts'
import { jobLogger, processLogger } from '#server/core/logger.ts'

/** One PostgreSQL channel carries every topic; each instance filters for its own listeners. */
export const PG_CHANNEL = 'durak_events'

/**
 * The channel of the schema a connection string works in. NOTIFY is database-wide, so instances on
 * another schema of the same database (each test file's throw-away schema, decision 079) must not
 * hear these rides' events: a URL that sets `search_path` through `options` gets its own channel,
 * `durak_events_<schema>`; the default schema keeps `durak_events`.
 */
export function channelFor(connectionString: string): string {
  let options: string | null
  try {
    options = new URL(connectionString).searchParams.get('options')
  } catch {
    return PG_CHANNEL
  }
  const schema = options?.match(/search_path\s*=\s*([^\s,]+)/)?.[1]
  if (!schema) return PG_CHANNEL
  // an identifier of at most 63 bytes, quoted nowhere: lower-case letters, digits and underscores only
  const safe = schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')
  return `${PG_CHANNEL}_${safe}`.slice(0, 63)
}
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD = 7_900

/** Reconnecting: the first wait, doubled after each failure up to the cap (decision 068). */
export const RECONNECT_FIRST_MS = 100
export const RECONNECT_MAX_MS = 2_000

/**
 * The wait before reconnect attempt `attempt` (0 first): 100 ms doubling to 2 s, each drawn between
 * half and all of it, so instances that lost the database together do not all come back at once.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(attempt, 16))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** A listening connection: `onNotification` per payload on the channel, `onLost` once when it breaks. */
export type ListenHandlers = { onNotification: (payload: string) => void; onLost: (error: Error) => void }
export type ListenConnection = { end: () => Promise<void> }
/** Opens one connection and LISTENs; rejects when the database cannot be reached. */
export type ListenConnect = (handlers: ListenHandlers) => Promise<ListenConnection>

/** The real connection: a dedicated `pg.Client` that LISTENs on the channel. */
export function pgListenConnect(connectionString: string, channel = channelFor(connectionString)): ListenConnect {
  return async ({ onNotification, onLost }) => {
    // keepAlive: a connection cut without a word (a network partition) is noticed by the kernel's probes
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3_000, keepAlive: true })
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload) onNotification(n.payload)
    })
    client.on('error', onLost)
    client.on('end', () => onLost(new Error('connection ended')))
    try {
      await client.connect()
      await client.query(`LISTEN ${channel}`)
    } catch (error) {
      client.removeAllListeners('end')
      client.removeAllListeners('error')
      client.on('error', () => {})
      await client.end().catch(() => {})
      throw error
    }
    return {
      end: async () => {
        client.removeAllListeners('end')
        await client.end().catch(() => {})
      },
    }
  }
}

export type PgBusOptions = {
  log?: (message: string) => void
  /** Tests inject a connection that fails on demand; the real one by default. */
  connect?: ListenConnect
  random?: () => number
  /** The NOTIFY channel; by default the connection string's schema's (`channelFor`). */
  channel?: string
}

/**
 * Keeps one listening connection for ever: after any failure (the first connect included) it
 * tries again after `reconnectDelayMs`, and once it listens again it emits `BUS_RESUMED_TOPIC`
 * locally so every open stream reads what it missed. `isUp()` is false in between.
 */
export async function keepListening(
  connect: ListenConnect,
  topics: LocalTopics,
  log: (message: string) => void,
  random: () => number = Math.random,
) {
  let closed = false
  let current: ListenConnection | null = null
  let attempt = 0
  let timer: NodeJS.Timeout | null = null
  let generation = 0
  const onNotification = (payload: string) => {
    try {
      const { topic, message } = JSON.parse(payload) as { topic: string; message: BusMessage }
      topics.emit(topic, message)
    } catch {
      log('event bus: unreadable notification dropped')
    }
  }
  const retry = () => {
    if (closed || timer) return
    const wait = reconnectDelayMs(attempt++, random)
    timer = setTimeout(() => {
      timer = null
      void open()
    }, wait)
    timer.unref?.()
  }
  async function open(): Promise<void> {
    const mine = ++generation
    const onLost = (error: Error) => {
      // one loss per connection, and only the newest connection's counts
      if (mine !== generation || closed) return
      generation++
      log(`event bus listener lost: ${error.message}; reconnecting`)
      const lost = current
      current = null
      void lost?.end()
      retry()
    }
    try {
      const connection = await connect({ onNotification, onLost })
      if (closed || mine !== generation) return void (await connection.end())
      current = connection
      attempt = 0
      topics.emit(BUS_RESUMED_TOPIC, { type: 'resumed' })
    } catch (error) {
      if (mine !== generation) return
      log(`event bus: cannot listen (${(error as Error).message}); retrying`)
      retry()
    }
  }
  await open()
  return {
    isUp: () => current !== null,
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      await current?.end()
      current = null
    },
  }
}

/**
 * LISTEN/NOTIFY on the database every instance already shares: a message published on instance A
 * reaches the streams open on instance B. One dedicated connection listens; publishing uses a
 * second one, so a slow listener never blocks a publisher. The publisher's own instance hears its
 * message back through the database like everybody else (one path, no duplicates). Never throws
 * for an unreachable database: it keeps trying, and readiness answers 503 meanwhile.
 */
export async function createPgEventBus(connectionString: string, options: PgBusOptions = {}): Promise<EventBus> {
  const log = options.log ?? ((m: string) => jobLogger(processLogger(), 'event-bus').error(m))
  const topics = new LocalTopics()
  const channel = options.channel ?? channelFor(connectionString)
  const publisher = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 3_000 })
  publisher.on('error', (error) => log(`event bus publisher: ${error.message}`))
  const listener = await keepListening(
    options.connect ?? pgListenConnect(connectionString, channel),
    topics,
    log,
    options.random,
  )
  return {
    kind: 'postgres',
    async publish(topic, message) {
      const payload = JSON.stringify({ topic, message })
      if (payload.length > MAX_PAYLOAD) throw new Error(`event bus: message on ${topic} too large`)
      await publisher.query('select pg_notify($1, $2)', [channel, payload])
    },
    subscribe: (topic, fn) => topics.subscribe(topic, fn),
    isUp: listener.isUp,
    async close() {
      topics.clear()
      await Promise.allSettled([listener.close(), publisher.end()])
    },
  }
}
