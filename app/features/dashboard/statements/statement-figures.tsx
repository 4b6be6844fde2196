import { formatLira } from '#shared/format.ts'
import { commissionPercent } from '#shared/receipts/money.ts'
import type { Statement } from '#shared/schemas/receipts.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

/** The statement's summary, the same lines and figures as its PDF and CSV. */
export function StatementFigures({ statement }: { statement: Statement }) {
  const lang = useLang()
  const { t } = useTranslation('statements')
  const w = statement.week
  const percent = commissionPercent(statement.commissionRateBasisPoints, lang)
  const rows: [string, string, boolean?][] = [
    [t('completedRides'), String(w.completedRides)],
    [t('cancellationsWithFee'), String(w.cancellationsWithFee)],
    [t('fares'), formatLira(w.faresKurus, lang)],
    [t('fees'), formatLira(w.feesKurus, lang)],
    [t('gross'), formatLira(w.grossKurus, lang)],
    [t('commission', { percent }), formatLira(-w.commissionKurus, lang)],
    [t('tolls'), formatLira(w.tollsKurus, lang)],
  ]
  return (
    <table className="printable-doc__money">
      <caption className="visually-hidden">{t('title')}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('net')}</th>
          <td>{formatLira(w.netKurus, lang)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
