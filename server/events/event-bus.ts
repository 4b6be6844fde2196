import { EventEmitter } from 'node:events'

/** A JSON message on a topic such as `ride:<id>` or `driver:<id>`. */
export type BusMessage = { type: string } & Record<string, unknown>
export type BusListener = (message: BusMessage) => void

/**
 * Publish/subscribe between the request that changes a ride and the Server-Sent Events streams
 * watching it. The in-process bus serves one instance; the PostgreSQL bus (LISTEN/NOTIFY) carries
 * messages between every instance on one database.
 */
export interface EventBus {
  readonly kind: 'memory' | 'postgres'
  publish(topic: string, message: BusMessage): Promise<void>
  /** Returns the function that unsubscribes. */
  subscribe(topic: string, listener: BusListener): () => void
  /** False while the bus cannot hear other instances (its database connection is lost): readiness answers 503. */
  isUp(): boolean
  close(): Promise<void>
}

/**
 * Emitted locally (never published) when the bus listens again after an outage: whatever was
 * published meanwhile was lost, so each open stream reads what it missed from the database.
 */
export const BUS_RESUMED_TOPIC = 'bus:resumed'

/** Local fan-out shared by both buses: listeners by topic. */
export class LocalTopics {
  private readonly emitter = new EventEmitter()
  constructor() {
    // one listener per open stream: thousands are normal
    this.emitter.setMaxListeners(0)
  }
  emit(topic: string, message: BusMessage) {
    this.emitter.emit(topic, message)
  }
  subscribe(topic: string, listener: BusListener): () => void {
    this.emitter.on(topic, listener)
    return () => this.emitter.off(topic, listener)
  }
  clear() {
    this.emitter.removeAllListeners()
  }
}

/** The embedded default: one process, nothing else installed. */
export function createInProcessBus(): EventBus {
  const topics = new LocalTopics()
  return {
    kind: 'memory',
    async publish(topic, message) {
      topics.emit(topic, message)
    },
    subscribe: (topic, listener) => topics.subscribe(topic, listener),
    isUp: () => true,
    async close() {
      topics.clear()
    },
  }
}
