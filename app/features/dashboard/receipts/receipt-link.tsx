import { Link } from 'react-router'
import { formatDate, formatLira } from '#shared/format.ts'
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

/**
 * A ride's tolls as their own line of its figures (a `<dl>` entry), beside the fare: in the
 * receipt's words for the passenger, in the statement's ("no commission") for the driver.
 */
export function TollsLine({ kurus, variant }: { kurus: number; variant: 'driver' | 'passenger' }) {
  const lang = useLang()
  const receipts = useTranslation('receipts')
  const statements = useTranslation('statements')
  return (
    <div>
      <dt>{variant === 'passenger' ? receipts.t('tolls') : statements.t('tolls')}</dt>
      <dd>{formatLira(kurus, lang)}</dd>
    </div>
  )
}
