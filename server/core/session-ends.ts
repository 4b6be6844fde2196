import { EventEmitter } from 'node:events'

/** Sessions that just ended: one (sign-out, revocation) or all of an account's (no `sessionId`). */
export type EndedSessions = { userId: string; sessionId?: string }

/**
 * Where the code that ends sessions tells whoever holds something open for them (the live ride
 * streams, issue 22 item 5). better-auth's session-delete hook and the staff actions that delete
 * sessions themselves (deactivation, two-factor reset) notify; the ride lifecycle listens.
 */
export type SessionEnds = {
  notify(ended: EndedSessions): void
  /** Returns the function that stops listening. */
  listen(listener: (ended: EndedSessions) => void): () => void
}

export function createSessionEnds(): SessionEnds {
  const emitter = new EventEmitter()
  // one listener per app built on this auth: tests build several
  emitter.setMaxListeners(0)
  return {
    notify: (ended) => void emitter.emit('ended', ended),
    listen(listener) {
      emitter.on('ended', listener)
      return () => void emitter.off('ended', listener)
    },
  }
}
