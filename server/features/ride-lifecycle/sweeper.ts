import { sampleSupply } from '#server/features/demand/index.ts'
import { sweep } from './dispatch.service.ts'
import type { LifecycleDeps } from './lifecycle-deps.ts'

/** How often the server runs the lifecycle's clock-driven work (offers move on within 30 + 5 s). */
export const SWEEP_INTERVAL_MS = 5_000

/** Run `sweep()` every SWEEP_INTERVAL_MS, never two at once; returns the function that stops it. */
export function startSweeper(
  deps: LifecycleDeps,
  log: (message: string, error: unknown) => void,
  intervalMs = SWEEP_INTERVAL_MS,
): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    sweep(deps)
      // free taxis per area, once a minute whichever instance comes first (decision 064)
      .then(() => sampleSupply(deps.db, deps.now()))
      .catch((error: unknown) => log('ride sweep failed', error))
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
