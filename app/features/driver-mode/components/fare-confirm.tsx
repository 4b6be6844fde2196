import { useId } from 'react'
import { formatLira, formatLiraRange } from '#shared/format.ts'
import type { CompleteRide } from '#shared/schemas/rides-api.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import type { FareRange } from '../api/get-fare-range.ts'

type Props = {
  body: CompleteRide
  kind: 'below' | 'above'
  range: FareRange
  busy: boolean
  onConfirm: () => void
  onCorrect: () => void
}

/** A fare far outside the tariff's range (FARE_CONFIRM_*_FACTOR): the driver confirms it or corrects it. */
export function FareConfirm({ body, kind, range, busy, onConfirm, onCorrect }: Props) {
  const { t, lang } = useTranslation('driverMode')
  const id = useId()
  const values = {
    fare: formatLira(Math.round(body.fareLira * 100), lang),
    range: formatLiraRange(range.lowerKurus, range.upperKurus, lang),
  }
  return (
    <div className="driver-confirm" role="alertdialog" aria-labelledby={`${id}-h`} aria-describedby={`${id}-p`}>
      <h3 id={`${id}-h`}>{t('complete.confirmHeading')}</h3>
      <p id={`${id}-p`}>{t(kind === 'below' ? 'complete.confirmBelow' : 'complete.confirmAbove', values)}</p>
      <div className="driver-actions">
        <button type="button" className="button driver-big" disabled={busy} onClick={onConfirm}>
          {t('complete.confirmYes')}
        </button>
        <button type="button" className="button button--secondary driver-big" onClick={onCorrect}>
          {t('complete.confirmNo')}
        </button>
      </div>
    </div>
  )
}
