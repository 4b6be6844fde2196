import { Link } from 'react-router'
import { apiPath } from '#shared/api-paths.ts'
import { formatDateTime, formatLira } from '#shared/format.ts'
import { adminPath } from '#shared/routes.ts'
import type { Ride } from '#shared/schemas/api-responses.ts'
import { DEFAULT_RIDE_TIMEOUTS } from '#shared/ride-lifecycle/rules.ts'
import { RIDE_STATES } from '#shared/ride-lifecycle/state-machine.ts'
import { useDestinationText } from '#app/lib/destination-text.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AdminTable } from './admin-table.tsx'
import { FilterForm } from './filter-form.tsx'
import { useUrlFilters } from './url-filters.ts'
import { useRideStatusText } from './words.ts'

/** The fare check of a ride in words. */
export function useFareCheckText() {
  const { t } = useTranslation('admin')
  return (check: Ride['fareCheck']) => (check ? t(`rides.check.${check.status}`) : t('rides.check.none'))
}

/**
 * Rides: one search box (plate, phone, name, receipt number, ride id), by status, Istanbul date
 * range, passenger or driver; keyset pages; CSV. The whole row opens the ride.
 */
export function RidesPage() {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const destination = useDestinationText()
  const checkText = useFareCheckText()
  const statusText = useRideStatusText()
  const [filters, setFilters] = useUrlFilters({
    q: '',
    status: '',
    from: '',
    to: '',
    passengerId: '',
    driverId: '',
    stuck: '',
  })
  return (
    <>
      <h1>{t('rides.title')}</h1>
      <FilterForm
        fields={[
          { name: 'q', label: t('rides.search'), type: 'search' },
          {
            name: 'status',
            label: t('rides.status'),
            options: Object.fromEntries(RIDE_STATES.map((s) => [s, statusText(s)])),
          },
          { name: 'from', label: t('rides.from'), type: 'date' },
          { name: 'to', label: t('rides.to'), type: 'date' },
          { name: 'passengerId', label: t('rides.passengerId') },
          { name: 'driverId', label: t('rides.driverId') },
          {
            name: 'stuck',
            label: t('rides.stuck'),
            options: { '1': t('rides.stuckOnly', { hours: DEFAULT_RIDE_TIMEOUTS.alertLongRideSeconds / 3600 }) },
          },
        ]}
        values={filters}
        onApply={setFilters}
      />
      <AdminTable<Ride>
        caption={t('rides.title')}
        path={apiPath('/admin/rides')}
        csvPath={apiPath('/admin/rides/export')}
        params={filters}
        rowHref={(r) => adminPath('ride', lang, { rideId: r.id })}
        columns={[
          {
            key: 'when',
            header: t('rides.when'),
            render: (r) => (
              <Link to={adminPath('ride', lang, { rideId: r.id })}>{formatDateTime(r.createdAt, lang)}</Link>
            ),
          },
          { key: 'status', header: t('rides.status'), render: (r) => statusText(r.status) },
          {
            key: 'route',
            header: t('rides.route'),
            render: (r) => `${r.pickupAddress} → ${destination(r.dropoffAddress)}`,
          },
          { key: 'fare', header: t('rides.fare'), render: (r) => formatLira(r.fareKurus, lang) },
          { key: 'check', header: t('rides.fareCheck'), render: (r) => checkText(r.fareCheck) },
        ]}
      />
    </>
  )
}
