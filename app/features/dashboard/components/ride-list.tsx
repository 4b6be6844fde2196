import type { Ride } from '#shared/schemas/api-responses.ts'
import { durationMinutes, formatDate, formatKm, formatLira, formatTime } from '#shared/format.ts'
import { useDestinationText } from '#app/lib/destination-text.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useRides } from '../api/get-rides.ts'
import { ReceiptLink, TollsLine } from '../receipts/receipt-link.tsx'
import { FareCheckNote } from './fare-check.tsx'
import { QueryError } from './query-error.tsx'
import { Skeleton } from './skeleton.tsx'
import { RideStatusBadge } from './status-badge.tsx'
import { RideTimeline } from './ride-timeline.tsx'

/**
 * The user's rides, newest first, one page at a time ("load more"). The passenger list adds time,
 * distance and duration (spec §2).
 */
export function RideList({ variant, emptyText }: { variant: 'driver' | 'passenger'; emptyText: string }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const rides = useRides(lang, true)

  if (rides.isPending) {
    return (
      <ul className="ride-list" aria-busy="true" aria-label={t('states.loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="ride ride--skeleton">
            <RideSkeleton variant={variant} />
          </li>
        ))}
      </ul>
    )
  }
  if (rides.isError && !rides.data) {
    return <QueryError message={t('states.ridesFailed')} onRetry={() => void rides.refetch()} busy={rides.isFetching} />
  }
  const items = rides.data.pages.flatMap((page) => page.items)
  if (items.length === 0) {
    return <p className="dash-empty">{emptyText}</p>
  }
  return (
    <>
      <ul className="ride-list">
        {items.map((ride) => (
          <li key={ride.id} className="ride">
            <RideItem ride={ride} variant={variant} />
          </li>
        ))}
      </ul>
      <div className="ride-list__more">
        <p className="ride-list__count" aria-live="polite">
          {rides.hasNextPage ? t('states.shownCount', { count: items.length }) : t('states.allShown')}
        </p>
        {rides.isFetchNextPageError ? (
          <QueryError
            message={t('states.ridesFailed')}
            onRetry={() => void rides.fetchNextPage()}
            busy={rides.isFetchingNextPage}
          />
        ) : (
          rides.hasNextPage && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void rides.fetchNextPage()}
              disabled={rides.isFetchingNextPage}
            >
              {rides.isFetchingNextPage ? t('states.loadingMore') : t('states.loadMore')}
            </button>
          )
        )}
      </div>
    </>
  )
}

function RideItem({ ride, variant }: { ride: Ride; variant: 'driver' | 'passenger' }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const destination = useDestinationText()
  return (
    <>
      <div className="ride__head">
        <RideStatusBadge status={ride.status} />
        <p className="ride__fare">
          <span className="visually-hidden">{t('rides.fare')}: </span>
          {formatLira(ride.fareKurus, lang)}
        </p>
      </div>
      <dl className="ride__route">
        <div className="ride__stop ride__stop--from">
          <dt>{t('rides.pickup')}</dt>
          <dd>{ride.pickupAddress}</dd>
        </div>
        <div className="ride__stop ride__stop--to">
          <dt>{t('rides.destination')}</dt>
          <dd>{destination(ride.dropoffAddress)}</dd>
        </div>
      </dl>
      <dl className="ride__meta">
        <div>
          <dt>{t('rides.date')}</dt>
          <dd>
            <time dateTime={ride.createdAt}>{formatDate(ride.createdAt, lang)}</time>
          </dd>
        </div>
        {variant === 'passenger' && (
          <>
            <div>
              <dt>{t('rides.time')}</dt>
              <dd>{formatTime(ride.createdAt, lang)}</dd>
            </div>
            <div>
              <dt>{t('rides.distance')}</dt>
              <dd>{t('rides.km', { value: formatKm(ride.distanceMetres, lang) })}</dd>
            </div>
            <div>
              <dt>{t('rides.duration')}</dt>
              <dd>{t('rides.minutes', { count: durationMinutes(ride.durationSeconds) })}</dd>
            </div>
          </>
        )}
        {ride.tollsKurus > 0 && <TollsLine kurus={ride.tollsKurus} variant={variant} />}
        {ride.cancellationFeeKurus > 0 && (
          <div>
            <dt>{t('rides.cancellationFee')}</dt>
            <dd>{formatLira(ride.cancellationFeeKurus, lang)}</dd>
          </div>
        )}
      </dl>
      <FareCheckNote ride={ride} />
      {variant === 'passenger' && <ReceiptLink ride={ride} />}
      <RideTimeline rideId={ride.id} />
    </>
  )
}

function RideSkeleton({ variant }: { variant: 'driver' | 'passenger' }) {
  return (
    <>
      <div className="ride__head">
        <Skeleton width="110px" className="skeleton--pill" />
        <Skeleton width="90px" className="skeleton--fare" />
      </div>
      <div className="ride__route">
        <div className="ride__stop">
          <Skeleton width="30%" className="skeleton--small" />
          <Skeleton width="75%" />
        </div>
        <div className="ride__stop">
          <Skeleton width="30%" className="skeleton--small" />
          <Skeleton width="65%" />
        </div>
      </div>
      <div className="ride__meta">
        {Array.from({ length: variant === 'passenger' ? 4 : 1 }, (_, i) => (
          <div key={i}>
            <Skeleton width="60%" className="skeleton--small" />
            <Skeleton width="80%" />
          </div>
        ))}
      </div>
    </>
  )
}
