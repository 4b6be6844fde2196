import { useCallback, useMemo } from 'react'
import type { OpenRideState, TaxiState } from '#shared/operations-live.ts'
import type { LiveRide, LiveTaxi } from '#shared/schemas/operations-live.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useRideStatusText } from '../words.ts'
import { nearestArea } from './live-areas.ts'

/** The live map's words: states, ages, the names of markers; no code reaches the screen as it is. */
export function useLiveWords() {
  const { t } = useTranslation('adminLive')
  const lang = useLang()
  const statusText = useRideStatusText()
  const age = useCallback(
    (ms: number) => {
      const seconds = Math.max(0, Math.floor(ms / 1000))
      if (seconds < 60) return t('age.seconds', { count: seconds })
      const minutes = Math.floor(seconds / 60)
      if (minutes < 60) return t('age.minutes', { count: minutes })
      return t('age.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
    },
    [t],
  )
  return useMemo(() => {
    const taxiState = (state: TaxiState) => t(`taxiState.${state}`)
    const rideStatus = (status: OpenRideState) => statusText(status)
    /** "waiting 3 min" for a request, "for 12 min" for the other states. */
    const rideAge = (ride: LiveRide, nowMs: number) =>
      ride.status === 'REQUESTED'
        ? t('age.waiting', { age: age(nowMs - Date.parse(ride.requestedAt)) })
        : t('age.since', { age: age(nowMs - Date.parse(ride.statusSince)) })
    const taxiLabel = (taxi: LiveTaxi) =>
      taxi.plate
        ? t('marker.taxi', { plate: taxi.plate, state: taxiState(taxi.state) })
        : t('marker.taxiNoPlate', { state: taxiState(taxi.state) })
    const rideLabel = (ride: LiveRide, nowMs: number) =>
      t('marker.ride', { status: rideStatus(ride.status), age: rideAge(ride, nowMs), pickup: ride.pickupAddress })
    const placeOf = (p: { lat: number; lng: number }) => nearestArea(p).name[lang]
    return { t, age, taxiState, rideStatus, rideAge, taxiLabel, rideLabel, placeOf }
  }, [t, lang, statusText, age])
}

export type LiveWords = ReturnType<typeof useLiveWords>
