import type { RequestedRide } from '#shared/schemas/rides-api.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import { EMPTY_PLACE, type RideDraft } from '../lib/draft-storage.ts'
import { hasDestination, hasPosition, PAYMENT_METHODS, type PaymentMethod } from '../lib/ride-draft.ts'
import { useRideDraft } from '../lib/use-ride-draft.ts'
import { FareRange } from './fare-range.tsx'
import { FavouritesPanel } from './favourites-panel.tsx'
import { LocateMe } from './locate-me.tsx'
import { MapSlot, type MapMarker } from './map-slot.tsx'
import { PlaceField } from './place-field.tsx'

/**
 * Where from, where to, how to pay, and the request. Not one <form>: the saved places inside it
 * have forms of their own; the request is the button at the bottom.
 */
export function RideForm({
  initialDraft,
  onRequested,
}: {
  initialDraft?: RideDraft
  onRequested: (ride: RequestedRide) => void
}) {
  const { t } = useTranslation('booking')
  const form = useRideDraft(initialDraft, onRequested)
  const { draft, setPlace } = form

  const markers: MapMarker[] = []
  if (hasPosition(draft.pickup))
    markers.push({ id: 'pickup', kind: 'pickup', ...pin(draft.pickup), label: t('map.pickup'), draggable: true })
  if (hasPosition(draft.dropoff))
    markers.push({ id: 'dropoff', kind: 'dropoff', ...pin(draft.dropoff), label: t('map.dropoff'), draggable: true })

  return (
    <div className="booking">
      <MapSlot
        markers={markers}
        onMarkerDrag={(id, position) => {
          const end = id === 'dropoff' ? 'dropoff' : 'pickup'
          setPlace(end, { ...draft[end], ...position })
        }}
        // a pin with no words yet gets a name the passenger can overwrite in the address line
        onMapClick={(position) =>
          setPlace('pickup', { address: draft.pickup.address || t('from.pinned'), ...position })
        }
      />
      <div className="booking__panel">
        <h1>{t('title')}</h1>
        <p className="booking-lead">{t('lead')}</p>
        <fieldset className="booking-section">
          <legend>{t('from.title')}</legend>
          <LocateMe
            onFound={(position) =>
              setPlace('pickup', { address: draft.pickup.address.trim() || t('from.myLocation'), ...position })
            }
          />
          <PlaceField
            name="pickup"
            label={t('from.address')}
            hint={t('from.addressHint')}
            place={draft.pickup}
            picks={form.picks}
            onChange={(place) => setPlace('pickup', place)}
          />
          <FavouritesPanel favourites={form.picks.favourites} pickup={draft.pickup} onChange={form.setFavourites} />
        </fieldset>
        <fieldset className="booking-section">
          <legend>{t('to.title')}</legend>
          <PlaceField
            name="dropoff"
            label={t('to.address')}
            hint={t('to.addressHint')}
            place={draft.dropoff}
            picks={form.picks}
            onChange={(place) => setPlace('dropoff', place)}
          />
          {draft.dropoff.address !== '' && (
            <button type="button" className="button button--link" onClick={() => setPlace('dropoff', EMPTY_PLACE)}>
              {t('to.clear')}
            </button>
          )}
          <Destination draft={draft} />
        </fieldset>
        <PaymentField
          value={draft.paymentMethod}
          onChange={(paymentMethod) => form.setDraft({ ...draft, paymentMethod })}
        />
        <RequestButton error={form.error} isBusy={form.isBusy} onRequest={() => void form.submit()} />
      </div>
    </div>
  )
}

const pin = (place: { lat: number | null; lng: number | null }) => ({ lat: place.lat!, lng: place.lng! })

/** With a destination, the tariff's estimate; without, the meter decides. */
function Destination({ draft }: { draft: RideDraft }) {
  const { t } = useTranslation('booking')
  if (hasDestination(draft) && hasPosition(draft.pickup))
    return <FareRange pickup={pin(draft.pickup)} dropoff={pin(draft.dropoff)} />
  const isMissingPin = draft.dropoff.address.trim() !== '' && !hasPosition(draft.dropoff)
  return <p className="booking-note">{isMissingPin ? t('picks.noPosition') : t('to.meterDecides')}</p>
}

function PaymentField({ value, onChange }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  const { t } = useTranslation('booking')
  return (
    <div className="booking-section">
      <label htmlFor="booking-payment">{t('request.payment')}</label>
      <select id="booking-payment" value={value} onChange={(event) => onChange(event.target.value as PaymentMethod)}>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {t(`request.${method}`)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The request, at the bottom of the screen within a thumb's reach, with what went wrong above it. */
function RequestButton({ error, isBusy, onRequest }: { error: string | null; isBusy: boolean; onRequest: () => void }) {
  const { t } = useTranslation('booking')
  return (
    <div className="booking-actions">
      {error && (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      )}
      <button type="button" className="button booking-actions__main" disabled={isBusy} onClick={onRequest}>
        {isBusy ? t('request.busy') : t('request.submit')}
      </button>
    </div>
  )
}
