import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatLira } from '#shared/format.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { cancelRide } from '../api/cancel-ride.ts'
import { rideQueryOptions } from '../api/get-ride.ts'
import { errorText } from '../lib/error-text.ts'
import { useAtTime } from '../lib/use-at-time.ts'
import { useNow } from '../lib/use-now.ts'

const clock = (ms: number) => {
  const seconds = Math.ceil(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * Cancel with the fee in plain sight: the free time counts down from the API's `freeUntil`; pressing
 * cancel re-reads the ride for the API's own fee and asks to confirm it; the fee shown is the fee
 * sent, so a fee that changed meanwhile is refused by the server rather than charged unseen.
 */
export function CancelRide({
  ride,
  onCancelled,
  onFreeTimeOver,
}: {
  ride: RideDetail
  onCancelled: (ride: RideDetail) => void
  /** Re-read the ride once the free time is over, so the fee on screen is the API's. */
  onFreeTimeOver?: () => void
}) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const queryClient = useQueryClient()
  const freeUntil = ride.cancellationFee.freeUntil ? Date.parse(ride.cancellationFee.freeUntil) : null
  const now = useNow(1000, freeUntil !== null)
  const [confirmFee, setConfirmFee] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setBusy] = useState(false)
  const remaining = freeUntil === null ? 0 : freeUntil - now
  const isFreeNow = remaining > 0 && ride.cancellationFee.amountKurus === 0
  useAtTime(freeUntil, onFreeTimeOver)

  const ask = async () => {
    setError(null)
    setBusy(true)
    try {
      const fresh = await queryClient.fetchQuery(rideQueryOptions(lang, ride.id))
      setConfirmFee(fresh.cancellationFee.amountKurus)
    } catch (failure) {
      setError(errorText(failure, t))
    } finally {
      setBusy(false)
    }
  }
  const confirm = async () => {
    if (confirmFee === null) return
    setBusy(true)
    try {
      onCancelled(await cancelRide(lang, ride.id, t('cancel.reason'), confirmFee))
    } catch (failure) {
      setError(errorText(failure, t))
      setConfirmFee(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="booking-cancel">
      {/* the confirmation says the fee itself: one line, not two */}
      {(confirmFee === null || isFreeNow) && <FeeNote ride={ride} remaining={remaining} isFreeNow={isFreeNow} />}
      {confirmFee === null ? (
        <button
          type="button"
          className="button button--secondary booking-actions__main"
          disabled={isBusy}
          onClick={ask}
        >
          {ride.status === 'REQUESTED' ? t('searching.cancelFree') : t('cancel.button')}
        </button>
      ) : (
        <CancelConfirm
          feeKurus={confirmFee}
          ride={ride}
          isBusy={isBusy}
          onConfirm={confirm}
          onKeep={() => setConfirmFee(null)}
        />
      )}
      {error && (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      )}
    </div>
  )
}

/** The free time left or, once it is over, the fee. */
function FeeNote({ ride, remaining, isFreeNow }: { ride: RideDetail; remaining: number; isFreeNow: boolean }) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  if (isFreeNow)
    return (
      <p className="booking-note" aria-live="off">
        {t('assigned.freeCancelUntil', { time: clock(remaining) })}
      </p>
    )
  if (ride.cancellationFee.amountKurus <= 0) return null
  return (
    <p className="booking-note">{t('assigned.feeNow', { fee: formatLira(ride.cancellationFee.amountKurus, lang) })}</p>
  )
}

/** The last step before cancelling: the fee (the API's figure) or that it is free, said on the button too. */
function CancelConfirm({
  feeKurus,
  ride,
  isBusy,
  onConfirm,
  onKeep,
}: {
  feeKurus: number
  /** Before a taxi is found, what is cancelled is the call, not a ride. */
  ride: RideDetail
  isBusy: boolean
  onConfirm: () => void
  onKeep: () => void
}) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const fee = formatLira(feeKurus, lang)
  return (
    <div role="group" aria-labelledby="booking-cancel-title" className="booking-cancel__confirm">
      <h2 id="booking-cancel-title">
        {t(ride.status === 'REQUESTED' ? 'cancel.confirmTitleSearching' : 'cancel.confirmTitle')}
      </h2>
      <p>{feeKurus > 0 ? t('cancel.confirmFee', { fee }) : t('cancel.confirmFree')}</p>
      <button type="button" className="button button--dark booking-actions__main" disabled={isBusy} onClick={onConfirm}>
        {feeKurus > 0 ? t('cancel.confirmPay', { fee }) : t('cancel.confirm')}
      </button>
      <button type="button" className="button button--secondary booking-actions__main" onClick={onKeep}>
        {t('cancel.keep')}
      </button>
    </div>
  )
}
