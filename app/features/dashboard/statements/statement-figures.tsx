import { formatLira } from '#shared/format.ts'
import { commissionPercent } from '#shared/receipts/money.ts'
import { statementLines } from '#shared/receipts/statement-lines.ts'
import type { Statement } from '#shared/schemas/receipts.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

/** The statement's summary: the lines of `statementLines`, the same as its PDF and CSV, net last. */
export function StatementFigures({ statement }: { statement: Statement }) {
  const lang = useLang()
  const { t } = useTranslation('statements')
  const percent = commissionPercent(statement.commissionRateBasisPoints, lang)
  const rows = statementLines(statement.week).map((line) => ({
    key: line.key,
    label: line.key === 'commission' ? t('commission', { percent }) : t(line.key),
    value: line.kind === 'count' ? String(line.value) : formatLira(line.value, lang),
  }))
  const net = rows.pop()!
  return (
    <table className="printable-doc__money">
      <caption className="visually-hidden">{t('title')}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{net.label}</th>
          <td>{net.value}</td>
        </tr>
      </tfoot>
    </table>
  )
}
