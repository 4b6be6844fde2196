import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { LIVE_MAX_RIDES, LIVE_MAX_TAXIS } from '#shared/operations-live.ts'
import { adminPath } from '#shared/routes.ts'
import type { LiveCell, LiveRide, LiveTaxi } from '#shared/schemas/operations-live.ts'
import { useLang } from '#app/lib/i18n.ts'
import type { LiveState } from './use-live-view.ts'
import type { LiveWords } from './live-words.ts'

/**
 * The text equivalent of the map, for keyboard and screen-reader users (and anyone who reads
 * faster than they look): the totals in view, then the areas (city zoom) or each ride and taxi.
 */
export function LiveTable({ state, words, nowMs }: { state: LiveState; words: LiveWords; nowMs: number }) {
  const { t } = words
  const totals = state.totals
  return (
    <section className="live-table" aria-labelledby="live-table-title">
      <h2 id="live-table-title">{t('table.title')}</h2>
      {totals ? <p>{t('table.totals', { ...totals.taxis, ...totals.rides })}</p> : null}
      {state.mode === 'cells' ? (
        <>
          <p>{t('table.zoomHint')}</p>
          <CellsTable cells={[...state.cells.values()]} words={words} nowMs={nowMs} />
        </>
      ) : (
        <>
          {state.capped.rides || state.capped.taxis ? (
            <p role="note">{t('table.capped', { max: Math.min(LIVE_MAX_RIDES, LIVE_MAX_TAXIS) })}</p>
          ) : null}
          <RidesTable rides={[...state.rides.values()]} words={words} nowMs={nowMs} />
          <TaxisTable taxis={[...state.taxis.values()]} words={words} />
        </>
      )}
    </section>
  )
}

function CellsTable({ cells, words, nowMs }: { cells: LiveCell[]; words: LiveWords; nowMs: number }) {
  const { t } = words
  if (!cells.length) return <p>{t('table.none')}</p>
  const sorted = [...cells].sort((a, b) => b.rides.REQUESTED - a.rides.REQUESTED || a.id.localeCompare(b.id, 'en'))
  return (
    <TableBox caption={t('table.cellsCaption')}>
      <thead>
        <tr>
          <th scope="col">{t('table.area')}</th>
          <th scope="col">{t('table.free')}</th>
          <th scope="col">{t('table.offered')}</th>
          <th scope="col">{t('table.onRide')}</th>
          <th scope="col">{t('table.waiting')}</th>
          <th scope="col">{t('table.oldest')}</th>
          {/* the states in the words of the legend and the ride pages (rides.ts, decision 038) */}
          <th scope="col">{words.rideStatus('ASSIGNED')}</th>
          <th scope="col">{words.rideStatus('ARRIVED')}</th>
          <th scope="col">{words.rideStatus('IN_PROGRESS')}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((cell) => (
          <tr key={cell.id}>
            <th scope="row">
              {t('table.near', {
                place: words.placeOf({ lat: (cell.south + cell.north) / 2, lng: (cell.west + cell.east) / 2 }),
              })}
            </th>
            <td>{cell.taxis.FREE}</td>
            <td>{cell.taxis.OFFERED}</td>
            <td>{cell.taxis.ON_RIDE}</td>
            <td>{cell.rides.REQUESTED}</td>
            <td>{cell.oldestRequestedAt ? words.age(nowMs - Date.parse(cell.oldestRequestedAt)) : '—'}</td>
            <td>{cell.rides.ASSIGNED}</td>
            <td>{cell.rides.ARRIVED}</td>
            <td>{cell.rides.IN_PROGRESS}</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  )
}

/** A short form of a ride id for a screen (the link names it in full). */
const shortId = (id: string) => (id.length > 8 ? id.slice(0, 8) : id)

function RidesTable({ rides, words, nowMs }: { rides: LiveRide[]; words: LiveWords; nowMs: number }) {
  const lang = useLang()
  const { t } = words
  return (
    <TableBox caption={t('table.ridesCaption')}>
      <thead>
        <tr>
          <th scope="col">{t('table.ride')}</th>
          <th scope="col">{t('table.status')}</th>
          <th scope="col">{t('table.age')}</th>
          <th scope="col">{t('table.pickup')}</th>
          <th scope="col">{t('table.plate')}</th>
        </tr>
      </thead>
      <tbody>
        {rides.length ? (
          rides.map((ride) => (
            <tr key={ride.id} data-ride-id={ride.id}>
              <th scope="row">
                <Link to={adminPath('ride', lang, { rideId: ride.id })} aria-label={t('table.open', { id: ride.id })}>
                  {shortId(ride.id)}
                </Link>
              </th>
              <td>
                <span className={`live-chip live-chip--${ride.status.toLowerCase()}`} aria-hidden="true">
                  {t(`rideShort.${ride.status}`)}
                </span>{' '}
                {words.rideStatus(ride.status)}
              </td>
              <td>{words.rideAge(ride, nowMs)}</td>
              <td>{ride.pickupAddress}</td>
              <td>{ride.plate ?? '—'}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={5}>{t('table.none')}</td>
          </tr>
        )}
      </tbody>
    </TableBox>
  )
}

function TaxisTable({ taxis, words }: { taxis: LiveTaxi[]; words: LiveWords }) {
  const lang = useLang()
  const { t } = words
  return (
    <TableBox caption={t('table.taxisCaption')}>
      <thead>
        <tr>
          <th scope="col">{t('table.plate')}</th>
          <th scope="col">{t('table.state')}</th>
          <th scope="col">{t('table.ride')}</th>
        </tr>
      </thead>
      <tbody>
        {taxis.length ? (
          taxis.map((taxi) => (
            <tr key={taxi.id}>
              <th scope="row">{taxi.plate ?? t('table.noPlate')}</th>
              <td>
                <span className={`live-chip live-chip--${taxi.state.toLowerCase()}`} aria-hidden="true">
                  {t(`taxiShort.${taxi.state}`)}
                </span>{' '}
                {words.taxiState(taxi.state)}
              </td>
              <td>
                {taxi.rideId ? (
                  <Link
                    to={adminPath('ride', lang, { rideId: taxi.rideId })}
                    aria-label={t('table.open', { id: taxi.rideId })}
                  >
                    {shortId(taxi.rideId)}
                  </Link>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={3}>{t('table.none')}</td>
          </tr>
        )}
      </tbody>
    </TableBox>
  )
}

/** A table in the back-office's scrolling box: the box takes focus (wide tables scroll by keys) and is named by the caption. */
function TableBox({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId()
  return (
    <div className="admin-table live-table__box">
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
        <table>
          <caption id={captionId}>{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  )
}
