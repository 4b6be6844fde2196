import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { receiptPdfUrl, useEmailReceipt } from './receipts-api.ts'

/** Print, PDF and "Email me this receipt" under the receipt (none of them printed). */
export function ReceiptActions({ receiptNumber }: { receiptNumber: string }) {
  const lang = useLang()
  const { t } = useTranslation('receipts')
  const mail = useEmailReceipt(lang, receiptNumber)
  return (
    <div className="doc-actions">
      <button type="button" className="button" onClick={() => window.print()}>
        {t('actions.print')}
      </button>
      <a className="button button--secondary" href={receiptPdfUrl(receiptNumber, lang)} download>
        {t('actions.downloadPdf')}
      </a>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => mail.mutate()}
        disabled={mail.isPending}
      >
        {mail.isPending ? t('actions.emailing') : t('actions.email')}
      </button>
      <p className="doc-actions__status" role="status" aria-live="polite">
        {mail.isSuccess ? t('actions.emailed', { email: mail.data.sentTo }) : ''}
      </p>
      {mail.isError && (
        <p role="alert" className="alert alert--error">
          {mail.error.message || t('actions.emailFailed')}
        </p>
      )}
    </div>
  )
}
