import { useId } from 'react'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import type { DraftPlace } from '../lib/draft-storage.ts'
import { LANDMARKS } from '../lib/landmarks.ts'
import type { QuickPicks } from '../lib/use-ride-draft.ts'

/**
 * One end of the ride: the address line the driver reads (free text, sent with the ride) and a
 * quick pick that fills it with a pin — the passenger's places, recent pickups, Istanbul landmarks.
 */
export function PlaceField({
  name,
  label,
  hint,
  place,
  picks,
  onChange,
}: {
  name: 'pickup' | 'dropoff'
  label: string
  hint: string
  place: DraftPlace
  picks: QuickPicks
  onChange: (place: DraftPlace) => void
}) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const id = useId()
  const choose = (value: string) => {
    const [kind, key] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)]
    if (kind === 'fav') {
      const favourite = picks.favourites.find((f) => f.id === key)
      if (favourite) onChange({ address: favourite.address, lat: favourite.lat, lng: favourite.lng })
    } else if (kind === 'recent') {
      const recent = picks.recent[Number(key)]
      if (recent) onChange({ address: recent.address, lat: recent.lat, lng: recent.lng })
    } else if (kind === 'landmark') {
      const landmark = LANDMARKS.find((l) => l.id === key)
      if (landmark) onChange({ address: landmark.address, lat: landmark.lat, lng: landmark.lng })
    }
  }
  return (
    <div className="booking-place">
      <label htmlFor={`${id}-address`}>{label}</label>
      <input
        id={`${id}-address`}
        name={`${name}Address`}
        type="text"
        autoComplete="street-address"
        maxLength={300}
        value={place.address}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange({ ...place, address: event.target.value })}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <label htmlFor={`${id}-pick`}>{t('picks.label')}</label>
      <select id={`${id}-pick`} value="" onChange={(event) => choose(event.target.value)}>
        <option value="">{t('picks.choose')}</option>
        {picks.favourites.length > 0 && (
          <optgroup label={t('picks.favourites')}>
            {picks.favourites.map((f) => (
              <option key={f.id} value={`fav:${f.id}`}>
                {f.name} — {f.address}
              </option>
            ))}
          </optgroup>
        )}
        {picks.recent.length > 0 && (
          <optgroup label={t('picks.recent')}>
            {picks.recent.map((r, index) => (
              <option key={`${r.lat},${r.lng},${index}`} value={`recent:${index}`}>
                {r.address}
              </option>
            ))}
          </optgroup>
        )}
        <optgroup label={t('picks.landmarks')}>
          {LANDMARKS.map((l) => (
            <option key={l.id} value={`landmark:${l.id}`}>
              {l.name[lang]}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  )
}
