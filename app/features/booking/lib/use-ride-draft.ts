import { useEffect, useRef, useState } from 'react'
import type { RequestedRide } from '#shared/schemas/rides-api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { listFavouritePlaces, type FavouritePlace } from '../api/favourite-places.ts'
import { getRecentPlaces, type RecentPlace } from '../api/get-recent-places.ts'
import { requestRide } from '../api/request-ride.ts'
import { clearDraft, readDraft, saveDraft, type DraftPlace, type RideDraft } from './draft-storage.ts'
import { errorText } from './error-text.ts'
import { requestBodyOf } from './ride-draft.ts'

export type QuickPicks = { favourites: FavouritePlace[]; recent: RecentPlace[] }

/**
 * The form's state: the draft (kept in sessionStorage on every change, cleared once requested),
 * the quick picks, and the request with one idempotency key per ride asked for, so a retry after a
 * lost answer gets the same ride instead of a second taxi.
 */
export function useRideDraft(initialDraft: RideDraft | undefined, onRequested: (ride: RequestedRide) => void) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const [draft, setDraftState] = useState<RideDraft>(() => initialDraft ?? readDraft())
  const [picks, setPicks] = useState<QuickPicks>({ favourites: [], recent: [] })
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setBusy] = useState(false)
  const idempotencyKey = useRef<string | null>(null)

  useEffect(() => {
    // quick picks are a help, not a need: a failed read leaves the landmarks
    listFavouritePlaces(lang).then(
      (favourites) => setPicks((p) => ({ ...p, favourites })),
      () => {},
    )
    getRecentPlaces(lang).then(
      (recent) => setPicks((p) => ({ ...p, recent })),
      () => {},
    )
  }, [lang])

  const setDraft = (next: RideDraft) => {
    idempotencyKey.current = null
    setDraftState(next)
    saveDraft(next)
  }
  const setPlace = (end: 'pickup' | 'dropoff', place: DraftPlace) => setDraft({ ...draft, [end]: place })
  const setFavourites = (favourites: FavouritePlace[]) => setPicks((p) => ({ ...p, favourites }))

  const submit = async () => {
    const body = requestBodyOf(draft)
    if (!body) return setError(t('from.needed'))
    setError(null)
    setBusy(true)
    idempotencyKey.current ??= crypto.randomUUID()
    try {
      const ride = await requestRide(lang, body, idempotencyKey.current)
      clearDraft()
      onRequested(ride)
    } catch (failure) {
      setError(errorText(failure, t))
    } finally {
      setBusy(false)
    }
  }
  return { draft, setDraft, setPlace, picks, setFavourites, error, isBusy, submit }
}
