const RELOAD_KEY = 'durak:chunk-reload'

/** Errors browsers raise when a lazily loaded script part is missing, timed out or failed. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Loading chunk|ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    message,
  )
}

/** Reload the page once per tab and minute; returns false when that was already tried. */
export function reloadOnceForChunkError(): boolean {
  if (typeof window === 'undefined') return false
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0)
  if (Date.now() - last < 60_000) return false
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
  window.location.reload()
  return true
}
