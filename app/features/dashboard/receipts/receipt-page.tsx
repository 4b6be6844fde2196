import { useSearchParams } from 'react-router'
import { formatLira } from '#shared/format.ts'
import { receiptAdjustmentLines, receiptDetails, receiptLines } from '#shared/receipts/receipt-lines.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import type { Receipt } from '#shared/schemas/receipts.ts'
import { SITE } from '#shared/site-config.ts'
import { ApiRequestError } from '#app/lib/api.ts'
import { useDestinationText } from '#app/lib/destination-text.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { QueryProvider } from '#app/lib/query-client.tsx'
import { DashboardFrame, type PanelUser } from '../components/dashboard-frame.tsx'
import { QueryError } from '../components/query-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useReceipt } from './receipts-api.ts'
import { ReceiptActions } from './receipt-actions.tsx'

/** A passenger's printable receipt (`/makbuz?no=DRK-…`): one clean A4 page when printed. */
export function ReceiptPage({ user }: { user: PanelUser }) {
  return (
    <QueryProvider>
      <DashboardFrame user={user}>
        <ReceiptView />
      </DashboardFrame>
    </QueryProvider>
  )
}

function ReceiptView() {
  const lang = useLang()
  const { t } = useTranslation('receipts')
  const [params] = useSearchParams()
  const number = params.get('no')
  const receipt = useReceipt(lang, number)
  const back = (
    <p className="doc-back">
      <a href={`${localePath(PAGES.passengerDashboard, lang)}?tab=rides`}>{t('actions.back')}</a>
    </p>
  )
  if (!number || (receipt.error instanceof ApiRequestError && receipt.error.status === 404)) {
    return (
      <div className="container dash-panel">
        {back}
        <p role="alert" className="alert alert--error">
          {number ? t('states.notFound') : t('states.missingNumber')}
        </p>
      </div>
    )
  }
  return (
    <div className="container dash-panel">
      {back}
      {receipt.isError && !receipt.data ? (
        <QueryError onRetry={() => void receipt.refetch()} busy={receipt.isFetching} />
      ) : (
        <article className="printable-doc" aria-labelledby="receipt-title" aria-busy={!receipt.data}>
          <header className="printable-doc__head">
            <div>
              <p className="printable-doc__brand">{SITE.productName}</p>
              <h2 id="receipt-title">{t('documentTitle')}</h2>
            </div>
            <dl className="printable-doc__number">
              <dt>{t('number')}</dt>
              <dd>{receipt.data?.receiptNumber ?? <Skeleton width="20ch" />}</dd>
            </dl>
          </header>
          <CompanyLines />
          {receipt.data ? <ReceiptBody receipt={receipt.data} /> : <p role="status">{t('states.loading')}</p>}
        </article>
      )}
      {receipt.data && <ReceiptActions receiptNumber={receipt.data.receiptNumber} />}
    </div>
  )
}

function CompanyLines() {
  const { t } = useTranslation('receipts')
  const c = SITE.company
  return (
    <address className="printable-doc__company">
      <span>
        {t('issuedBy')}: {c.tradeName.value}
      </span>
      <span>{c.address.value}</span>
      <span>
        {t('mersis')}: {c.mersisNo.value} · {t('tradeRegistry')}: {c.tradeRegistryNo.value}
      </span>
    </address>
  )
}

function ReceiptBody({ receipt }: { receipt: Receipt }) {
  const lang = useLang()
  const { t } = useTranslation('receipts')
  const destination = useDestinationText()
  const details = receiptDetails(receipt, lang, (key, values) => t(key, values), destination(null))
  const adjustments = receiptAdjustmentLines(receipt)
  return (
    <>
      <dl className="printable-doc__details">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table className="printable-doc__money">
        <caption className="visually-hidden">{t('title')}</caption>
        <tbody>
          {receiptLines(receipt).map((line) => (
            <tr key={line.key}>
              <th scope="row">{t(line.key)}</th>
              <td>{formatLira(line.kurus, lang)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('total')}</th>
            <td>{formatLira(receipt.totalKurus, lang)}</td>
          </tr>
        </tfoot>
      </table>
      {adjustments.length > 0 && (
        <table className="printable-doc__money">
          <caption className="visually-hidden">{t('refunded')}</caption>
          <tbody>
            {adjustments.map((line) => (
              <tr key={line.key}>
                <th scope="row">{t(line.key)}</th>
                <td>{formatLira(line.kurus, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {receipt.status === 'CANCELLED' && <p className="printable-doc__note">{t('cancelledNote')}</p>}
    </>
  )
}
