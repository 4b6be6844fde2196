import { useEffect, useRef, useState } from 'react'
import type { Lang } from '#shared/routes.ts'
import type { LatLng } from '#shared/ride-lifecycle/geo.ts'
import { POSITION_MIN_INTERVAL_MS } from '#shared/ride-lifecycle/rules.ts'
import { ApiRequestError } from '#app/lib/api.ts'
import { reportPosition } from '../api/report-position.ts'

/**
 * Going offline holds the reports: the one on the wire is awaited first and none is sent until the
 * reporter starts again, so the server never gets a report from a driver it has just taken offline
 * (a 409 `DRIVER_OFFLINE` the driver would never need to see).
 */
const reports = { held: false, inFlight: Promise.resolve() as Promise<unknown> }

/** How long going offline waits for the report on the wire: a stalled network must not keep the driver online. */
const HOLD_WAIT_MS = 3_000

/** Stop sending reports; resolves once the one on the wire (if any) has its answer, or after HOLD_WAIT_MS. */
export function holdPositionReports(): Promise<unknown> {
  reports.held = true
  return Promise.race([reports.inFlight, new Promise((resolve) => setTimeout(resolve, HOLD_WAIT_MS))])
}

/** The reports go on (the reporter starting, or going offline failed). */
export function releasePositionReports(): void {
  reports.held = false
}

/** Runs `goOffline` with the reports held; they stay held when it succeeds and go on when it fails. */
export async function withPositionReportsHeld<T>(goOffline: () => Promise<T>): Promise<T> {
  await holdPositionReports()
  try {
    return await goOffline()
  } catch (error) {
    releasePositionReports()
    throw error
  }
}

export type ReporterState = {
  /** The newest fix from the phone, or null before the first. */
  position: LatLng | null
  lastSentAt: Date | null
  /** Seconds the server asked us to wait after a 429, while that wait lasts. */
  slowedDownSeconds: number | null
  locationError: 'denied' | 'unavailable' | null
}

/**
 * While `active`: watches the phone's position and sends the newest fix to the server every
 * `intervalMs` (the API's interval, never faster): each send waits for the previous answer and then
 * the whole interval, so jitter cannot make two arrive too close. A 429 or 503 waits its Retry-After
 * (at least twice the interval). `onFix` sees every fix (the ride's driven distance).
 * Stopping clears the watch and the timer.
 */
export function usePositionReporter(
  active: boolean,
  intervalMs: number | undefined,
  lang: Lang,
  onFix?: (fix: LatLng) => void,
  /** The server no longer has the driver online (silent too long, signed in elsewhere): read the shift again. */
  onOffline?: () => void,
): ReporterState {
  const [state, setState] = useState<ReporterState>({
    position: null,
    lastSentAt: null,
    slowedDownSeconds: null,
    locationError: null,
  })
  const latest = useRef<LatLng | null>(null)
  const onFixRef = useRef(onFix)
  onFixRef.current = onFix
  const onOfflineRef = useRef(onOffline)
  onOfflineRef.current = onOffline
  const interval = Math.max(intervalMs ?? POSITION_MIN_INTERVAL_MS, POSITION_MIN_INTERVAL_MS)

  useEffect(() => {
    if (!active || !('geolocation' in navigator)) return
    releasePositionReports()
    const watchId = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const fix = { lat: coords.latitude, lng: coords.longitude }
        latest.current = fix
        onFixRef.current?.(fix)
        setState((s) => ({ ...s, position: fix, locationError: null }))
      },
      (error) =>
        setState((s) => ({ ...s, locationError: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' })),
      { enableHighAccuracy: true, maximumAge: 2_000 },
    )
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const send = async () => {
      let waitMs = interval
      const fix = latest.current
      if (fix && !reports.held) {
        try {
          const sending = reportPosition(fix, lang)
          reports.inFlight = sending.catch(() => {})
          await sending
          setState((s) => ({ ...s, lastSentAt: new Date(), slowedDownSeconds: null }))
        } catch (error) {
          // 429: too soon; 503: the server sheds position reports first when overloaded (decision 055)
          if (error instanceof ApiRequestError && (error.status === 429 || error.status === 503)) {
            const seconds = Math.max(error.retryAfterSeconds ?? 0, Math.ceil((2 * interval) / 1000))
            waitMs = seconds * 1000
            setState((s) => ({ ...s, slowedDownSeconds: seconds }))
          } else if (error instanceof ApiRequestError && error.code === 'DRIVER_OFFLINE') {
            onOfflineRef.current?.()
          }
          // other failures (offline for a moment): try again at the next interval
        }
      }
      if (!stopped) timer = setTimeout(() => void send(), waitMs)
    }
    // the first fix was sent with "go online"; the next one a whole interval later
    timer = setTimeout(() => void send(), interval)
    return () => {
      stopped = true
      clearTimeout(timer)
      navigator.geolocation.clearWatch(watchId)
    }
  }, [active, interval, lang])

  return state
}

/** One fix now, for going online (the server needs a position with it). */
export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('unavailable'))
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(new Error(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 10_000 },
    )
  })
}
