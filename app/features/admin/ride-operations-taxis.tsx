import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { formatKm, formatTime } from '#shared/format.ts'
import {
  FREE_TAXI_RADII_KM,
  type FreeTaxi,
  type FreeTaxiRadiusKm,
  type FreeTaxis,
  type ManualOffer,
} from '#shared/schemas/manual-dispatch.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { adminGet, adminPost } from './admin-api.ts'
import { ridePath, useErrorText, type Notice } from './ride-operations-words.ts'

/** The free taxis nearest the pickup within the chosen radius, nearest first, each with its Offer button. */
export function NearestTaxis({ rideId }: { rideId: string }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const errorText = useErrorText()
  const captionId = useId()
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<Notice>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [radiusKm, setRadiusKm] = useState<FreeTaxiRadiusKm>(FREE_TAXI_RADII_KM[0])
  const query = useQuery({
    queryKey: ['admin', 'ride', rideId, 'free-taxis', radiusKm, lang],
    queryFn: ({ signal }) => adminGet<FreeTaxis>(ridePath(rideId, 'free-taxis'), { limit: 10, radiusKm }, lang, signal),
  })
  const offer = async (taxi: FreeTaxi) => {
    setBusy(taxi.driverId)
    setNotice(null)
    try {
      const sent = await adminPost<ManualOffer>(ridePath(rideId, 'offers'), { driverId: taxi.driverId }, lang)
      setNotice({
        tone: 'success',
        text: t('dispatch.offerSent', { name: taxi.name, time: formatTime(sent.expiresAt, lang) }),
      })
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error) })
    } finally {
      setBusy(null)
      await queryClient.invalidateQueries({ queryKey: ['admin', 'ride', rideId] })
    }
  }
  const items = query.data?.items ?? []
  return (
    <div className="ride-ops__taxis">
      <h3 id={captionId}>{t('dispatch.nearestTitle')}</h3>
      <p>{t('dispatch.nearestLead')}</p>
      <RadiusPicker value={radiusKm} onChange={setRadiusKm} />
      <p role="status" className={notice ? `alert alert--${notice.tone}` : 'visually-hidden'}>
        {notice?.text ?? ''}
      </p>
      {query.isPending && <p aria-busy="true">{t('dispatch.loading')}</p>}
      {query.isError && <p className="alert alert--error">{errorText(query.error)}</p>}
      {query.isSuccess && items.length === 0 && <p>{t('dispatch.noTaxisWithin', { km: radiusKm })}</p>}
      {items.length > 0 && (
        <TaxiTable items={items} captionId={captionId} disabled={busy !== null} onOffer={(taxi) => void offer(taxi)} />
      )}
      <div className="admin-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {t('dispatch.refresh')}
        </button>
      </div>
    </div>
  )
}

/** 3, 5, 10, 20 km: the search widens step by step; the chosen one is pressed. */
function RadiusPicker(props: { value: FreeTaxiRadiusKm; onChange: (km: FreeTaxiRadiusKm) => void }) {
  const { t } = useTranslation('admin')
  const labelId = useId()
  return (
    <div className="ride-ops__radius">
      <p id={labelId}>
        <strong>{t('dispatch.radiusLabel')}</strong> {t('dispatch.radiusHint')}
      </p>
      <div className="admin-actions" role="group" aria-labelledby={labelId}>
        {FREE_TAXI_RADII_KM.map((km) => (
          <button
            key={km}
            type="button"
            className={km === props.value ? 'button' : 'button button--secondary'}
            aria-pressed={km === props.value}
            onClick={() => props.onChange(km)}
          >
            {t('dispatch.km', { km })}
          </button>
        ))}
      </div>
    </div>
  )
}

/** The taxis as a table: driver, plate, vehicle, distance, where the offer stands, and its Offer button. */
function TaxiTable(props: {
  items: FreeTaxi[]
  captionId: string
  disabled: boolean
  onOffer: (taxi: FreeTaxi) => void
}) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const distance = (metres: number) =>
    metres < 1000 ? t('dispatch.metres', { count: metres }) : t('dispatch.km', { km: formatKm(metres, lang) })
  const offerText = (state: FreeTaxi['offer']) =>
    state === 'OFFERED'
      ? t('dispatch.offered')
      : state === 'DECLINED'
        ? t('dispatch.declined')
        : t('dispatch.notOffered')
  return (
    <div className="admin-table admin-table__scroll" tabIndex={0} role="region" aria-labelledby={props.captionId}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('dispatch.driver')}</th>
            <th scope="col">{t('dispatch.plate')}</th>
            <th scope="col">{t('dispatch.vehicle')}</th>
            <th scope="col">{t('dispatch.distance')}</th>
            <th scope="col">{t('dispatch.offerState')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('dispatch.offer')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.items.map((taxi) => (
            <tr key={taxi.driverId}>
              <td>{taxi.name || '—'}</td>
              <td>{taxi.plate ?? '—'}</td>
              <td>{taxi.vehicle ?? '—'}</td>
              <td>{distance(taxi.distanceMetres)}</td>
              <td>{offerText(taxi.offer)}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={props.disabled || taxi.offer === 'OFFERED'}
                  aria-label={t('dispatch.offerTo', { name: taxi.name, plate: taxi.plate ?? '—' })}
                  onClick={() => props.onOffer(taxi)}
                >
                  {t('dispatch.offer')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
