import { formatKm, durationMinutes } from '#shared/format.ts'
import type { Lang } from '#shared/routes.ts'
import { serverT } from '#server/core/i18n.ts'
import { cityText, countFigure, istanbulDateTime, liraFigure, type CsvColumn } from '#server/core/exports/csv.ts'
import type { RideWithCities } from '#server/features/rides/index.ts'

/** The columns of the rides export: status in words (the rides catalog), exact lira, Istanbul times. */
export function rideCsvColumns(lang: Lang): CsvColumn<RideWithCities>[] {
  const t = serverT(lang, 'admin')
  const rides = serverT(lang, 'rides')
  return [
    { header: t('csv.id'), value: (r) => r.id },
    { header: t('csv.createdAt'), value: (r) => istanbulDateTime(r.createdAt, lang) },
    { header: t('csv.status'), value: (r) => rides(`status.${r.status}`, { defaultValue: rides('statusUnknown') }) },
    { header: t('csv.passengerId'), value: (r) => r.passengerId },
    { header: t('csv.driverId'), value: (r) => r.driverId },
    { header: t('csv.city'), value: (r) => cityText(r.rideCity, lang) },
    { header: t('csv.fareLira'), value: (r) => liraFigure(r.fareKurus, lang) },
    { header: t('csv.distanceKm'), value: (r) => ({ figure: formatKm(r.distanceMetres, lang) }) },
    { header: t('csv.durationMinutes'), value: (r) => countFigure(durationMinutes(r.durationSeconds)) },
    { header: t('csv.pickup'), value: (r) => r.pickupAddress },
    { header: t('csv.dropoff'), value: (r) => r.dropoffAddress ?? serverT(lang)('noDestination') },
  ]
}
