import type { LiveDelta, LiveSnapshot } from '#shared/schemas/operations-live.ts'

/** What a stream last sent, item by item as JSON text: the next view is compared with it. */
export type SentState = {
  cells: Map<string, string>
  taxis: Map<string, string>
  rides: Map<string, string>
  totals: string
  capped: string
}

export const emptySent = (): SentState => ({
  cells: new Map(),
  taxis: new Map(),
  rides: new Map(),
  totals: '',
  capped: '',
})

function changes<T extends { id: string }>(sent: Map<string, string>, items: readonly T[]) {
  const upsert: T[] = []
  const seen = new Set<string>()
  for (const item of items) {
    seen.add(item.id)
    const text = JSON.stringify(item)
    if (sent.get(item.id) !== text) {
      upsert.push(item)
      sent.set(item.id, text)
    }
  }
  const remove: string[] = []
  for (const id of sent.keys())
    if (!seen.has(id)) {
      remove.push(id)
      sent.delete(id)
    }
  return { upsert, remove }
}

/**
 * The changes from what was sent to `view` (entered, moved or changed state, left), and `sent`
 * updated to it; null when nothing changed, so an idle view sends nothing.
 */
export function diffView(sent: SentState, view: LiveSnapshot): LiveDelta | null {
  const delta: LiveDelta = {
    type: 'delta',
    at: view.at,
    cells: changes(sent.cells, view.cells),
    taxis: changes(sent.taxis, view.taxis),
    rides: changes(sent.rides, view.rides),
  }
  const totals = JSON.stringify(view.totals)
  if (totals !== sent.totals) {
    delta.totals = view.totals
    sent.totals = totals
  }
  const capped = JSON.stringify(view.capped)
  if (capped !== sent.capped) {
    delta.capped = view.capped
    sent.capped = capped
  }
  const isEmpty =
    !delta.totals &&
    !delta.capped &&
    [delta.cells, delta.taxis, delta.rides].every((c) => c.upsert.length === 0 && c.remove.length === 0)
  return isEmpty ? null : delta
}
