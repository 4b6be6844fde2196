import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { i18n, useTranslation } from '#app/lib/i18n.ts'
import { errorText } from './error-text.ts'
import {
  INITIAL_SHIFT,
  openOffers,
  SHIFT_KEY,
  shiftQueryOptions,
  type Shift,
  type ShiftContext,
} from './shift-state.ts'
import { useShiftActions } from './use-shift-actions.ts'
import { useShiftEvents } from './use-shift-events.ts'

/**
 * The driver's shift as the server knows it: read through TanStack Query on load (a reload returns
 * to the same step), when the screen is shown again, and while a stream is down; kept current by
 * the live streams. Every move is a call whose answer replaces the local state.
 */
export function useDriverShift() {
  const { lang } = useTranslation('driverMode')
  const queryClient = useQueryClient()
  // one `t` per language, so the reads below are not re-run by every render
  const t = useMemo(() => i18n.getFixedT(lang, 'driverMode'), [lang])
  const [shift, setShift] = useState<Shift>(INITIAL_SHIFT)
  const rideRef = useRef<RideDetail | null>(null)
  rideRef.current = shift.ride
  const patch = useCallback((next: Partial<Shift>) => setShift((s) => ({ ...s, ...next })), [])
  const ctx: ShiftContext = { setShift, patch, rideRef, t, lang, queryClient }
  const read = useQuery(shiftQueryOptions(queryClient, lang))

  useEffect(() => {
    if (read.data) patch(read.data)
    // each new answer replaces what the page shows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read.data, read.dataUpdatedAt])
  useEffect(() => {
    if (!read.error) return
    const error = errorText(read.error, t)
    setShift((s) => ({ ...s, phase: s.phase === 'ready' ? 'ready' : 'failed', error }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read.errorUpdatedAt])

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: SHIFT_KEY }), [queryClient])

  /** On (re)connecting the stream: the offers that came while it was down. */
  const onStreamOpen = useCallback(() => {
    openOffers(queryClient, lang).then(
      (offers) => patch({ offers }),
      () => undefined,
    )
  }, [lang, patch, queryClient])

  const actions = {
    ...useShiftActions(ctx),
    /** Read the shift again without the loading screen (the server changed it behind the page's back). */
    refresh,
    retry: () => {
      patch({ phase: 'loading' })
      refresh()
    },
  }
  return { shift, actions, onEvent: useShiftEvents(ctx), onStreamOpen }
}
