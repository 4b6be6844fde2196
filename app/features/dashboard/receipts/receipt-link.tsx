import { Link } from 'react-router'
import { formatDate } from '#shared/format.ts'
import { hasReceipt, receiptNumberOf } from '#shared/receipts/receipt-number.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

/** The link from a passenger's ride to its receipt; nothing for a ride without one. */
export function ReceiptLink({
  ride,
}: {
  ride: { id: string; createdAt: string; status: string; cancellationFeeKurus: number }
}) {
  const lang = useLang()
  const { t } = useTranslation('receipts')
  if (!hasReceipt(ride)) return null
  const number = receiptNumberOf(ride.id, ride.createdAt)
  return (
    <Link
      className="ride__receipt"
      to={`${localePath(PAGES.receipt, lang)}?no=${number}`}
      aria-label={t('linkLabel', { date: formatDate(ride.createdAt, lang) })}
    >
      {t('link')}
    </Link>
  )
}
