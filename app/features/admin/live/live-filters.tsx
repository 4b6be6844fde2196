import { OPEN_RIDE_STATES, TAXI_STATES, type OpenRideState, type TaxiState } from '#shared/operations-live.ts'
import { useLang } from '#app/lib/i18n.ts'
import { CITY_AREA, LIVE_AREAS } from './live-areas.ts'
import type { LiveFilters } from './use-live-view.ts'
import type { LiveWords } from './live-words.ts'

const toggled = <T,>(list: readonly T[], item: T, isOn: boolean): T[] =>
  isOn ? [...list, item] : list.filter((x) => x !== item)

/** Which states the map shows (checkboxes, each with its letter) and which area it looks at. */
export function LiveFilterBar(props: {
  words: LiveWords
  filters: LiveFilters
  onFilters: (filters: LiveFilters) => void
  areaId: string
  onArea: (areaId: string) => void
}) {
  const { words, filters, onFilters } = props
  const { t } = words
  const lang = useLang()
  return (
    <div className="live-filters">
      <label className="live-filters__area">
        <span>{t('area.label')}</span>
        <select value={props.areaId} onChange={(event) => props.onArea(event.target.value)}>
          <option value={CITY_AREA.id}>{t('area.city')}</option>
          {LIVE_AREAS.map((area) => (
            <option key={area.id} value={area.id}>
              {area.name[lang]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="live-filters__states">
        <legend>{t('filters.legend')}</legend>
        <div className="live-filters__group" role="group" aria-label={t('filters.taxis')}>
          <span aria-hidden="true" className="live-filters__group-name">
            {t('filters.taxis')}
          </span>
          {TAXI_STATES.map((state: TaxiState) => (
            <label key={state} className="live-filters__check">
              <input
                type="checkbox"
                checked={filters.taxis.includes(state)}
                onChange={(event) =>
                  onFilters({ ...filters, taxis: toggled(filters.taxis, state, event.target.checked) })
                }
              />
              <span className={`live-chip live-chip--${state.toLowerCase()}`} aria-hidden="true">
                {t(`taxiShort.${state}`)}
              </span>
              {words.taxiState(state)}
            </label>
          ))}
        </div>
        <div className="live-filters__group" role="group" aria-label={t('filters.rides')}>
          <span aria-hidden="true" className="live-filters__group-name">
            {t('filters.rides')}
          </span>
          {OPEN_RIDE_STATES.map((state: OpenRideState) => (
            <label key={state} className="live-filters__check">
              <input
                type="checkbox"
                checked={filters.rides.includes(state)}
                onChange={(event) =>
                  onFilters({ ...filters, rides: toggled(filters.rides, state, event.target.checked) })
                }
              />
              <span className={`live-chip live-chip--ride live-chip--${state.toLowerCase()}`} aria-hidden="true">
                {t(`rideShort.${state}`)}
              </span>
              {words.rideStatus(state)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
