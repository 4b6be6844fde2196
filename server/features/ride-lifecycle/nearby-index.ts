import type { IndexedTaxi } from './presence.queries.ts'
import { processLogger, type ServerLogger } from '#server/core/logger.ts'

/** A snapshot this old is read again in the background, while it still answers. */
const REFRESH_AFTER_MS = 1_000
/** How fresh a snapshot must be to answer at all: positions come every 5 s anyway. */
const MAX_AGE_MS = 2_000
/**
 * Below this many nearby reads a second the database answers, exactly, and no snapshot is kept: a
 * full read of the fleet (≈ 45 ms for 20,000 taxis on SQLite) only pays for itself under load.
 */
export const NEARBY_INDEX_MIN_READS_PER_SECOND = 20

/**
 * "Taxis near me" under load, from memory (decision 065): a snapshot of every free taxi by grid
 * cell, read from the database about once a second per instance (the next read starts in the
 * background when it is a second old), while this instance answers at least `minReadsPerSecond`
 * nearby reads a second. It is the database's truth of at most 2 s ago on every instance (the next
 * report comes in 5 s anyway); below that rate, or while no snapshot that fresh exists, `lookup`
 * answers null and the caller reads the database.
 */
export class NearbyIndex {
  private byCell: Map<string, IndexedTaxi[]> | null = null
  private takenAt = Number.NEGATIVE_INFINITY
  private refreshing: Promise<void> | null = null
  private windowStart = Number.NEGATIVE_INFINITY
  private readsInWindow = 0
  private readsPerSecond = 0

  constructor(
    private readonly load: () => Promise<IndexedTaxi[]>,
    private readonly minReadsPerSecond = NEARBY_INDEX_MIN_READS_PER_SECOND,
    private readonly clock: () => number = () => performance.now(),
    private readonly log: ServerLogger = processLogger(),
  ) {}

  /** The free taxis in `cells` from a fresh snapshot, or null: read the database. */
  lookup(cells: readonly string[]): IndexedTaxi[] | null {
    const now = this.clock()
    this.countRead(now)
    if (this.readsPerSecond < this.minReadsPerSecond) {
      this.byCell = null
      return null
    }
    const age = now - this.takenAt
    if (age > REFRESH_AFTER_MS) void this.refresh()
    if (!this.byCell || age > MAX_AGE_MS) return null
    const out: IndexedTaxi[] = []
    for (const cell of cells) {
      const taxis = this.byCell.get(cell)
      if (taxis) for (const taxi of taxis) out.push(taxi)
    }
    return out
  }

  /** Reads the fleet once (one read at a time); a failed read leaves the index as it was. */
  refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      const startedAt = this.clock()
      try {
        const byCell = new Map<string, IndexedTaxi[]>()
        for (const taxi of await this.load()) {
          const list = byCell.get(taxi.cell)
          if (list) list.push(taxi)
          else byCell.set(taxi.cell, [taxi])
        }
        this.byCell = byCell
        // its age counts from when the read began: a change committed meanwhile may be missing
        this.takenAt = startedAt
      } catch (error) {
        this.log.error(`nearby index not refreshed: ${(error as Error).message}`)
      } finally {
        this.refreshing = null
      }
    })()
    return this.refreshing
  }

  private countRead(now: number) {
    if (now - this.windowStart >= 1_000) {
      // the rate of the second just ended; 0 after a whole second without a read
      this.readsPerSecond = now - this.windowStart < 2_000 ? this.readsInWindow : 0
      this.windowStart = now
      this.readsInWindow = 0
    }
    this.readsInWindow++
    // within a burst's first second, the reads so far already count
    this.readsPerSecond = Math.max(this.readsPerSecond, this.readsInWindow)
  }
}
