import { OPEN_RIDE_STATES, TAXI_STATES } from '#shared/operations-live.ts'
import type { LiveWords } from './live-words.ts'

/** What the shapes, letters and colours of the map mean: each one also said in words. */
export function LiveLegend({ words }: { words: LiveWords }) {
  const { t } = words
  return (
    <section className="live-legend" aria-labelledby="live-legend-title">
      <h2 id="live-legend-title">{t('legend.title')}</h2>
      <ul>
        <li>
          <span className="live-legend__shape live-legend__shape--taxi" aria-hidden="true" />
          {t('legend.taxi')}: {TAXI_STATES.map((s) => `${t(`taxiShort.${s}`)} = ${words.taxiState(s)}`).join(', ')}
        </li>
        <li>
          <span className="live-legend__shape live-legend__shape--ride" aria-hidden="true" />
          {t('legend.ride')}:{' '}
          {OPEN_RIDE_STATES.map((s) => `${t(`rideShort.${s}`)} = ${words.rideStatus(s)}`).join(', ')}
        </li>
        <li>
          <span className="live-legend__shape live-legend__shape--cluster" aria-hidden="true" />
          {t('legend.cluster')}
        </li>
        <li>
          <span className="live-legend__shape live-legend__shape--ride" aria-hidden="true" />
          {t('legend.rideCluster')}
        </li>
        <li>
          <span className="live-legend__shape live-legend__shape--area" aria-hidden="true" />
          {t('legend.waitingArea')}
        </li>
      </ul>
    </section>
  )
}
