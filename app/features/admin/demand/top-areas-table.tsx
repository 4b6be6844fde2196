import { useId } from 'react'
import type { TopArea } from '#shared/schemas/demand.ts'
import { useDemandWords } from './demand-words.ts'

/** The ten areas with the most requests no taxi took, a real table a keyboard can scroll at 375 px. */
export function TopAreasTable({ areas, isBusy }: { areas: readonly TopArea[] | undefined; isBusy: boolean }) {
  const { t, areaName, hourRange, figure } = useDemandWords()
  const captionId = useId()
  return (
    <div className="admin-table demand-top">
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
        <table aria-busy={isBusy || undefined}>
          <caption id={captionId} className="visually-hidden">
            {t('top.heading')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('top.area')}</th>
              <th scope="col">{t('top.expired')}</th>
              <th scope="col">{t('top.requests')}</th>
              <th scope="col">{t('top.peakHours')}</th>
              <th scope="col">{t('top.freeTaxis')}</th>
            </tr>
          </thead>
          <tbody>
            {(areas ?? []).map((a) => (
              <tr key={a.area.cell}>
                <th scope="row">{areaName(a.area)}</th>
                <td>{figure(a.expired)}</td>
                <td>{figure(a.requests)}</td>
                <td>{a.peakHours.length ? a.peakHours.map(hourRange).join(', ') : t('top.noPeak')}</td>
                <td>{figure(a.freeTaxis)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {areas && !areas.length && <p className="admin-table__state">{t('top.empty')}</p>}
    </div>
  )
}
