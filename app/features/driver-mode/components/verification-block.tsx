import type { MyVerification } from '#shared/schemas/driver-verification.ts'
import { useTranslation } from '#app/lib/i18n.ts'

/** Why this driver cannot go online: a lapsed document (named, with its date), a pending check or a rejection. */
export function VerificationBlock({ verification }: { verification: MyVerification | null }) {
  const { t } = useTranslation('driverMode')
  const reasons: string[] = []
  for (const document of verification?.lapsed ?? []) {
    const date = document.expiresOn.split('-').reverse().join('.')
    reasons.push(t('verification.lapsed', { document: t(`verification.documents.${document.kind}`), date }))
  }
  if (verification?.status === 'REJECTED') {
    reasons.push(
      verification.reason
        ? t('verification.rejected', { reason: verification.reason })
        : t('verification.rejectedNoReason'),
    )
  } else if (verification?.status !== 'VERIFIED') {
    reasons.push(t('verification.pending'))
  }
  return (
    <section className="driver-card driver-card--blocked" aria-labelledby="driver-blocked-heading">
      <h2 id="driver-blocked-heading">{t('verification.heading')}</h2>
      <ul className="driver-reasons">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </section>
  )
}
