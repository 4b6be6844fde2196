import pg from 'pg'
import { LocalTopics, type BusMessage, type EventBus } from './event-bus.ts'

/** One PostgreSQL channel carries every topic; each instance filters for its own listeners. */
export const PG_CHANNEL = 'durak_events'
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD = 7_900

/**
 * LISTEN/NOTIFY on the database every instance already shares: a message published on instance A
 * reaches the streams open on instance B. One dedicated connection listens; publishing uses a
 * second one, so a slow listener never blocks a publisher. The publisher's own instance hears its
 * message back through the database like everybody else (one path, no duplicates).
 */
export async function createPgEventBus(
  connectionString: string,
  log: (message: string) => void = (m) => console.error(m),
): Promise<EventBus> {
  const topics = new LocalTopics()
  let closed = false
  let listener: pg.Client | null = null
  const publisher = new pg.Pool({ connectionString, max: 2 })
  publisher.on('error', (error) => log(`event bus publisher: ${error.message}`))

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString })
    client.on('notification', (n) => {
      if (n.channel !== PG_CHANNEL || !n.payload) return
      try {
        const { topic, message } = JSON.parse(n.payload) as { topic: string; message: BusMessage }
        topics.emit(topic, message)
      } catch {
        log('event bus: unreadable notification dropped')
      }
    })
    client.on('error', (error) => {
      log(`event bus listener lost: ${error.message}; reconnecting`)
      listener = null
      void client.end().catch(() => {})
      if (!closed) setTimeout(() => void listen().catch((e: Error) => log(`event bus: ${e.message}`)), 1_000).unref()
    })
    await client.connect()
    await client.query(`LISTEN ${PG_CHANNEL}`)
    listener = client
  }
  await listen()

  return {
    kind: 'postgres',
    async publish(topic, message) {
      const payload = JSON.stringify({ topic, message })
      if (payload.length > MAX_PAYLOAD) throw new Error(`event bus: message on ${topic} too large`)
      await publisher.query('select pg_notify($1, $2)', [PG_CHANNEL, payload])
    },
    subscribe: (topic, fn) => topics.subscribe(topic, fn),
    async close() {
      closed = true
      topics.clear()
      await Promise.allSettled([listener?.end(), publisher.end()])
    },
  }
}
