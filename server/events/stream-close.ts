import type { EventBus } from './event-bus.ts'

/** The one topic on which every instance hears which live streams to end (issue 22, item 5). */
export const STREAM_CLOSE_TOPIC = 'streams:close'

/** Whose streams end: every stream of an account, or only those opened with one session. */
export type StreamCloseTarget = { userId: string; sessionId?: string }

/** A close message as it travels on the bus: ids only, never a session token. */
export type StreamCloseMessage = { type: 'close' } & StreamCloseTarget

/**
 * Ask every instance to end the matching open streams at once (a deactivated account, a session
 * signed out or revoked). Ids only: the bus may cross the network (PostgreSQL NOTIFY).
 */
export async function publishStreamClose(bus: EventBus, target: StreamCloseTarget): Promise<void> {
  const message: StreamCloseMessage = { type: 'close', userId: target.userId }
  if (target.sessionId) message.sessionId = target.sessionId
  await bus.publish(STREAM_CLOSE_TOPIC, message)
}

/** Reads a close message off the bus; anything else is ignored. */
export function readStreamClose(message: { type: string } & Record<string, unknown>): StreamCloseTarget | null {
  if (message.type !== 'close' || typeof message.userId !== 'string') return null
  return typeof message.sessionId === 'string'
    ? { userId: message.userId, sessionId: message.sessionId }
    : { userId: message.userId }
}
