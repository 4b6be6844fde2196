import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { i18n, useTranslation } from '#app/lib/i18n.ts'
import { errorText } from './error-text.ts'
import { INITIAL_SHIFT, loadShift, openOffers, type Shift, type ShiftContext } from './shift-state.ts'
import { useShiftActions } from './use-shift-actions.ts'
import { useShiftEvents } from './use-shift-events.ts'

/**
 * The driver's shift as the server knows it: read on load (a reload returns to the same step) and
 * kept current by the live stream; every move is a call whose answer replaces the local state.
 */
export function useDriverShift() {
  const { lang } = useTranslation('driverMode')
  // one `t` per language, so the load below is not re-run by every render
  const t = useMemo(() => i18n.getFixedT(lang, 'driverMode'), [lang])
  const [shift, setShift] = useState<Shift>(INITIAL_SHIFT)
  const rideRef = useRef<RideDetail | null>(null)
  rideRef.current = shift.ride
  const patch = useCallback((next: Partial<Shift>) => setShift((s) => ({ ...s, ...next })), [])
  const ctx: ShiftContext = { setShift, patch, rideRef, t, lang }

  const load = useCallback(async () => {
    try {
      patch(await loadShift(lang))
    } catch (error) {
      setShift((s) => ({ ...s, phase: s.phase === 'ready' ? 'ready' : 'failed', error: errorText(error, t) }))
    }
  }, [lang, patch, t])

  useEffect(() => {
    void load()
    // back from the background (screen off, another app): the server's state may have moved on
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [load])

  /** On (re)connecting the stream: the offers that came while it was down. */
  const onStreamOpen = useCallback(() => {
    openOffers(lang).then(
      (offers) => patch({ offers }),
      () => undefined,
    )
  }, [lang, patch])

  const actions = {
    ...useShiftActions(ctx),
    /** Read the shift again without the loading screen (the server changed it behind the page's back). */
    refresh: () => void load(),
    retry: () => {
      patch({ phase: 'loading' })
      void load()
    },
  }
  return { shift, actions, onEvent: useShiftEvents(ctx), onStreamOpen }
}
