import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiPath } from '#shared/api-paths.ts'
import type { DemandGrid, DemandPeriod, TopAreas } from '#shared/schemas/demand.ts'
import { useLang } from '#app/lib/i18n.ts'
import { adminGet, withQuery } from '../admin-api.ts'

/** The grid of a period, optionally one hour of the day (Istanbul). */
export function useDemandGrid(period: DemandPeriod, hour: number | null) {
  const lang = useLang()
  return useQuery({
    queryKey: ['admin', 'demand', 'grid', period, hour, lang],
    queryFn: ({ signal }) => adminGet<DemandGrid>(apiPath('/admin/demand'), { period, hour }, lang, signal),
    placeholderData: keepPreviousData,
  })
}

/** The ten areas with the most requests no taxi took in a period. */
export function useTopAreas(period: DemandPeriod) {
  const lang = useLang()
  return useQuery({
    queryKey: ['admin', 'demand', 'top', period, lang],
    queryFn: ({ signal }) => adminGet<TopAreas>(apiPath('/admin/demand/top-areas'), { period }, lang, signal),
    placeholderData: keepPreviousData,
  })
}

/** The CSV of a period in the page's language. */
export const demandCsvHref = (period: DemandPeriod, lang: string) =>
  withQuery(apiPath('/admin/demand/export'), { period, lang })
