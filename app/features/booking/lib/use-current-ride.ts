import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import { messageData, useEventStream } from '#app/lib/use-event-stream.ts'
import { CURRENT_RIDE_KEY, currentRideQueryOptions } from '../api/get-current-ride.ts'
import { rideQueryOptions } from '../api/get-ride.ts'
import { bookingReducer, INITIAL_BOOKING, isLiveStatus } from './booking-state.ts'
import { errorText } from './error-text.ts'
import { keepRideSnapshot } from './ride-snapshot.ts'

/** Position events come every few seconds; the ETA is re-read from the server at most this often. */
const ETA_REFRESH_MS = 10_000

type Position = { lat: number; lng: number; at: string }

/**
 * The page's state, read from the server through TanStack Query (`['rides', 'current']`, decision
 * 078): on load, when the tab is shown again or the network returns, on every status event of the
 * ride's stream (the stream's first message, after each reconnect, is one), and every few seconds
 * while the stream is refused or down. Reload, a second tab or a lost connection all land on the
 * step the server says. The live ride is also kept on this device for `userId` (shown, marked not
 * live, after an offline reload).
 */
export function useCurrentRide(lang: Lang, userId: string | null = null) {
  const { t } = useTranslation('booking')
  const queryClient = useQueryClient()
  const [state, dispatch] = useReducer(bookingReducer, INITIAL_BOOKING)
  const latest = useRef(state)
  latest.current = state
  const current = useQuery(currentRideQueryOptions(lang))
  const answers = useRef(0)

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: CURRENT_RIDE_KEY }), [queryClient])

  // each answer in turn; one overtaken by a later answer is dropped: the later one is the truth
  useEffect(() => {
    if (current.status !== 'success' && current.dataUpdatedAt === 0) return
    const ride = current.data ?? null
    const answer = ++answers.current
    const previous = latest.current.ride
    if (ride || !previous || previous.status === 'COMPLETED') {
      dispatch({ type: 'loaded', ride })
      return
    }
    // the ride left "current" without a trip: say how it ended (no taxi found, cancelled)
    queryClient.fetchQuery(rideQueryOptions(lang, previous.id)).then(
      (detail) => {
        if (answer !== answers.current) return
        if (detail.status === 'EXPIRED' || detail.status === 'CANCELLED') {
          const kind = detail.status === 'EXPIRED' ? 'expired' : 'cancelled'
          dispatch({ type: 'ended', ended: { kind, ride: detail } })
        } else dispatch({ type: 'loaded', ride: null })
      },
      (error: unknown) => {
        if (answer === answers.current) dispatch({ type: 'failed', error: errorText(error, t) })
      },
    )
    // only a new answer matters (new data, or the same again later); t changes identity each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.data, current.dataUpdatedAt])

  useEffect(() => {
    if (current.error) dispatch({ type: 'failed', error: errorText(current.error, t) })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.errorUpdatedAt])

  useEffect(() => {
    // back online the query reads again by itself (refetchOnReconnect); a stream that really broke says so again
    const onOnline = () => dispatch({ type: 'connection', isReconnecting: false })
    const onOffline = () => dispatch({ type: 'connection', isReconnecting: true })
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    return () => {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
    }
  }, [])

  useEffect(() => {
    // what the server last said (kept while a read fails); gone once the ride ends or is done
    if (userId && state.isLoaded) keepRideSnapshot(userId, state.ride)
  }, [userId, state.isLoaded, state.ride])

  const rideId = state.ride?.id ?? null
  const isLive = state.ride ? isLiveStatus(state.ride.status) : false
  useEventStream(isLive && rideId ? apiPath(`/rides/${encodeURIComponent(rideId)}/events`) : null, {
    onMessage: (message) => {
      if (message.event === 'status') void refresh()
      if (message.event !== 'position' || !rideId) return
      const position = messageData<Position>(message)
      if (position) dispatch({ type: 'position', rideId, ...position })
      if (Date.now() - current.dataUpdatedAt > ETA_REFRESH_MS) void refresh()
    },
    onConnection: (isDown) => dispatch({ type: 'connection', isReconnecting: isDown }),
    onPoll: () => void refresh(),
  })

  return { state, dispatch, refresh }
}
