import type { LiveDelta, LiveSnapshot, LiveViewQuery } from '#shared/schemas/operations-live.ts'
import type { Db } from '#server/db/database.ts'
import { diffView, emptySent, type SentState } from './live-diff.ts'
import type { CityState } from './live-view.ts'
import { readCity, viewOf } from './operations-live.service.ts'

/** How often the ticker reads the city while any staff stream is open on this instance. */
export const LIVE_TICK_MS = 1_000
/** The ticker's share of one core it aims to stay under (issue 25: ten staff screens at most 5 %). */
export const LIVE_CPU_SHARE = 0.04
/**
 * However slow the ticks, the next one starts at most this long after the previous one started
 * (or LIVE_MIN_GAP_MS after it ended, when the tick itself took longer): a change waits at most one
 * period plus one tick, so a screen stays under 2 s behind while a tick takes under half a second.
 */
export const LIVE_MAX_TICK_MS = 1_500
/** The least pause between the end of one tick and the start of the next. */
export const LIVE_MIN_GAP_MS = 200

/**
 * The wait from the end of a tick to the start of the next: ticks start a second apart, further
 * apart when a tick took long (many distinct views) so the ticker keeps to LIVE_CPU_SHARE, never
 * more than LIVE_MAX_TICK_MS apart. The period counts from the tick's start: on a busy instance,
 * where a read waits its turn, waiting a whole period after it as well would put screens behind.
 */
export function nextTickDelay(busyMs: number, tickMs = LIVE_TICK_MS): number {
  const period = Math.min(Math.max(tickMs, LIVE_MAX_TICK_MS), Math.max(tickMs, Math.ceil(busyMs / LIVE_CPU_SHARE)))
  return Math.max(LIVE_MIN_GAP_MS, Math.round(period - busyMs))
}

/** One open staff stream: its viewport and filters, what it was sent, where to write. */
export type LiveSubscriber = {
  query: LiveViewQuery
  send: (message: { type: 'snapshot'; view: LiveSnapshot } | LiveDelta) => void
}

type Entry = LiveSubscriber & { sent: SentState }

/**
 * The live map's ticker on one instance (decision 062): while a staff stream is open, once a
 * second ONE read of the city (grouped counts, offered taxis, open rides) shared by every stream,
 * plus a box query per stream zoomed in; each stream is sent only what changed in its view.
 * The database is the truth, so streams on every instance see what any instance wrote.
 */
export class LiveHub {
  private readonly entries = new Set<Entry>()
  private timer: ReturnType<typeof setTimeout> | null = null
  private isTicking = false
  private latest: CityState | null = null
  /** When `latest` was read, by this process's clock (the app's clock may be a test's, standing still). */
  private latestReadAt = 0
  /** Ticks run and the time they took (the bench and decision 062 read these). */
  readonly stats = { ticks: 0, busyMs: 0 }

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly onError: (error: Error) => void,
    private readonly tickMs = LIVE_TICK_MS,
  ) {}

  get size(): number {
    return this.entries.size
  }

  /** Opens a stream's view: its snapshot first, then deltas each tick. Returns its removal. */
  async add(subscriber: LiveSubscriber): Promise<() => void> {
    const entry: Entry = { ...subscriber, sent: emptySent() }
    const isFresh = this.latest && performance.now() - this.latestReadAt < this.tickMs
    const city = isFresh && this.latest ? this.latest : await this.read()
    const view = await viewOf(this.db, city, entry.query)
    diffView(entry.sent, view)
    entry.send({ type: 'snapshot', view })
    this.entries.add(entry)
    if (!this.timer) this.schedule(this.tickMs)
    return () => this.remove(entry)
  }

  private remove(entry: Entry) {
    this.entries.delete(entry)
    if (this.entries.size === 0) this.stop()
  }

  /** The next tick after `delayMs`, then the one after it, while any stream is open. */
  private schedule(delayMs: number) {
    this.timer = setTimeout(() => {
      void this.tick().then((busyMs) => {
        if (this.timer && this.entries.size > 0) this.schedule(nextTickDelay(busyMs, this.tickMs))
      })
    }, delayMs)
    this.timer.unref()
  }

  /** No stream left: no ticker, and no stale city kept. */
  stop() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.latest = null
  }

  private async read(): Promise<CityState> {
    const city = await readCity(this.db, this.now())
    this.latest = city
    this.latestReadAt = performance.now()
    return city
  }

  /** One tick: the city once, each view once, each stream's changes sent. Returns the time it took (ms). */
  async tick(): Promise<number> {
    if (this.isTicking || this.entries.size === 0) return 0
    this.isTicking = true
    const started = performance.now()
    try {
      const city = await this.read()
      // screens looking at the same place with the same filters (the whole city, most often) share one view
      const views = new Map<string, Promise<LiveSnapshot>>()
      for (const entry of [...this.entries]) {
        const key = JSON.stringify(entry.query)
        let view = views.get(key)
        if (!view) views.set(key, (view = viewOf(this.db, city, entry.query)))
        const delta = diffView(entry.sent, await view)
        if (delta && this.entries.has(entry)) entry.send(delta)
      }
    } catch (error) {
      this.onError(error as Error)
    } finally {
      this.isTicking = false
      this.stats.ticks++
      this.stats.busyMs += performance.now() - started
    }
    return performance.now() - started
  }
}
