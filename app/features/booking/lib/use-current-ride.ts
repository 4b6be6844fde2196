import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { Lang } from '#shared/routes.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import { getCurrentRide } from '../api/get-current-ride.ts'
import { getRide } from '../api/get-ride.ts'
import { bookingReducer, INITIAL_BOOKING, isLiveStatus } from './booking-state.ts'
import { errorText } from './error-text.ts'
import { keepRideSnapshot } from './ride-snapshot.ts'
import { useRideStream } from './use-ride-stream.ts'

/** Position events come every few seconds; the ETA is re-read from the server at most this often. */
const ETA_REFRESH_MS = 10_000

/**
 * The page's state, read from the server: `GET /api/v1/rides/current` on load, on every status
 * event of the ride's stream (the stream's first message, after each reconnect, is one), every few
 * seconds while the stream is refused or down, when the network comes back and when the tab is
 * shown again. Reload, a second tab or a lost connection all land on the step the server says.
 * The live ride is also kept on this device for `userId` (shown, marked not live, after an offline reload).
 */
export function useCurrentRide(lang: Lang, userId: string | null = null) {
  const { t } = useTranslation('booking')
  const [state, dispatch] = useReducer(bookingReducer, INITIAL_BOOKING)
  const latest = useRef(state)
  latest.current = state
  const readCount = useRef(0)
  const lastReadAt = useRef(0)

  const refresh = useCallback(async () => {
    const read = ++readCount.current
    lastReadAt.current = Date.now()
    try {
      const ride = await getCurrentRide(lang)
      const previous = latest.current.ride
      if (!ride && previous && previous.status !== 'COMPLETED') {
        // the ride left "current" without a trip: say how it ended (no taxi found, cancelled)
        const detail = await getRide(lang, previous.id)
        if (read !== readCount.current) return
        if (detail.status === 'EXPIRED' || detail.status === 'CANCELLED') {
          dispatch({
            type: 'ended',
            ended: { kind: detail.status === 'EXPIRED' ? 'expired' : 'cancelled', ride: detail },
          })
          return
        }
      }
      // an answer overtaken by a later read is dropped: the later one is the truth
      if (read === readCount.current) dispatch({ type: 'loaded', ride })
    } catch (error) {
      if (read === readCount.current) dispatch({ type: 'failed', error: errorText(error, t) })
    }
    // t changes identity each render; the language is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang])

  useEffect(() => {
    void refresh()
    const onVisible = () => document.visibilityState === 'visible' && void refresh()
    const onOnline = () => {
      // a stream that really broke says so again through its own error event
      dispatch({ type: 'connection', isReconnecting: false })
      void refresh()
    }
    const onOffline = () => dispatch({ type: 'connection', isReconnecting: true })
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [refresh])

  useEffect(() => {
    // what the server last said (kept while a read fails); gone once the ride ends or is done
    if (userId && state.isLoaded) keepRideSnapshot(userId, state.ride)
  }, [userId, state.isLoaded, state.ride])

  const rideId = state.ride?.id ?? null
  const isLive = state.ride ? isLiveStatus(state.ride.status) : false
  useRideStream(isLive ? rideId : null, {
    onStatus: () => void refresh(),
    onPosition: (position) => {
      if (rideId) dispatch({ type: 'position', rideId, ...position })
      if (Date.now() - lastReadAt.current > ETA_REFRESH_MS) void refresh()
    },
    onConnection: (isReconnecting) => dispatch({ type: 'connection', isReconnecting }),
    onPoll: () => void refresh(),
  })

  return { state, dispatch, refresh }
}
