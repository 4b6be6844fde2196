import { useRef } from 'react'
import { Link } from 'react-router'
import type { Membership } from '#shared/schemas/api-responses.ts'
import { isMembershipActive } from '#shared/constants.ts'
import { formatDate, formatLira } from '#shared/format.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import { SITE, supportPhoneHref } from '#shared/site-config.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { benefitKey, paymentMethodKey, UPGRADE_BENEFITS } from '../lib/labels.ts'
import { DetailList } from './detail-list.tsx'
import { Skeleton } from './skeleton.tsx'
import { Badge } from './status-badge.tsx'

/** A benefit in the page's language when we know it, raw otherwise (stored benefits are English). */
export function useBenefitLabel() {
  const { t } = useTranslation('dashboard')
  return (text: string) => {
    const key = benefitKey(text)
    return key ? t(`benefits.${key}`) : text
  }
}

export function MembershipTypeBadge({ type }: { type: Membership['type'] }) {
  const { t } = useTranslation('dashboard')
  return type === 'PREMIUM' ? (
    <span className="badge badge--premium">
      <span className="badge__icon" aria-hidden="true">
        ★
      </span>
      <span>{t('membership.premium')}</span>
    </span>
  ) : (
    <Badge tone="neutral">{t('membership.free')}</Badge>
  )
}

/** The overview's membership box: badge, Active (paid or nothing to pay) or Pending Payment, first three benefits, valid until. */
export function MembershipBox({
  membership,
  onOpenDetails,
}: {
  membership: Membership | undefined
  onOpenDetails: () => void
}) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const benefit = useBenefitLabel()
  return (
    <section
      className="card membership-box"
      aria-labelledby="membership-box-title"
      aria-busy={!membership || undefined}
    >
      <div className="membership-box__head">
        <h2 id="membership-box-title">{t('membership.boxTitle')}</h2>
        {membership ? (
          <div className="membership-box__badges">
            <MembershipTypeBadge type={membership.type} />
            {isMembershipActive(membership) ? (
              <Badge tone="success">{t('membership.active')}</Badge>
            ) : (
              <Badge tone="warning">{t('membership.pendingPayment')}</Badge>
            )}
          </div>
        ) : (
          <Skeleton width="180px" className="skeleton--pill" />
        )}
      </div>
      <ul className="benefit-list">
        {membership
          ? membership.features.slice(0, 3).map((feature) => <li key={feature}>{benefit(feature)}</li>)
          : [0, 1].map((i) => (
              <li key={i}>
                <Skeleton width="60%" />
              </li>
            ))}
      </ul>
      <p className="membership-box__foot">
        <span>
          {t('membership.validUntil')}:{' '}
          <strong>
            {!membership ? (
              <Skeleton width="90px" />
            ) : membership.validUntil ? (
              formatDate(membership.validUntil, lang)
            ) : (
              t('membership.noEndDate')
            )}
          </strong>
        </span>
        <button type="button" className="button button--link" onClick={onOpenDetails}>
          {t('membership.allBenefits')}
        </button>
      </p>
    </section>
  )
}

/** With nothing to pay, "Not paid" would read as a debt. */
const paymentDateFallback = (m: Membership) =>
  m.amountKurus === 0 ? ('membership.noPaymentNeeded' as const) : ('membership.notPaid' as const)

/** The membership tab: every field, then an honest upgrade section for Free members. */
export function MembershipDetails({ membership }: { membership: Membership | undefined }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const benefit = useBenefitLabel()
  const m = membership
  const method = m?.paymentMethod ? paymentMethodKey(m.paymentMethod) : null
  return (
    <>
      <section className="card" aria-labelledby="membership-title">
        <h2 id="membership-title">{t('membership.title')}</h2>
        <DetailList
          loading={!m}
          items={[
            { label: t('membership.type'), value: m && <MembershipTypeBadge type={m.type} /> },
            { label: t('membership.amount'), value: m && formatLira(m.amountKurus, lang) },
            {
              label: t('membership.status'),
              value:
                m &&
                (isMembershipActive(m) ? (
                  <Badge tone="success">{t('membership.active')}</Badge>
                ) : (
                  <Badge tone="danger">{t('membership.inactive')}</Badge>
                )),
            },
            {
              label: t('membership.paymentDate'),
              value: m && (m.paidAt ? formatDate(m.paidAt, lang) : t(paymentDateFallback(m))),
            },
            {
              label: t('membership.paymentMethod'),
              value:
                m &&
                (m.paymentMethod
                  ? method
                    ? t(`paymentMethods.${method}`)
                    : m.paymentMethod
                  : t('membership.notSpecified')),
            },
            {
              label: t('membership.validUntil'),
              value: m && (m.validUntil ? formatDate(m.validUntil, lang) : t('membership.noEndDate')),
            },
          ]}
        />
        <h3 className="dash-subtitle">{t('membership.benefits')}</h3>
        {m ? (
          m.features.length ? (
            <ul className="benefit-list">
              {m.features.map((feature) => (
                <li key={feature}>{benefit(feature)}</li>
              ))}
            </ul>
          ) : (
            <p className="dash-empty">{t('membership.noBenefits')}</p>
          )
        ) : (
          <ul className="benefit-list">
            <li>
              <Skeleton width="50%" />
            </li>
          </ul>
        )}
      </section>
      {m?.type === 'FREE' && <UpgradeSection />}
    </>
  )
}

/** Upgrades happen in the mobile app: the button says so and gives the support contacts. */
function UpgradeSection() {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const dialog = useRef<HTMLDialogElement>(null)
  const open = () => {
    const node = dialog.current
    if (!node) return
    if (typeof node.showModal === 'function') node.showModal()
    else node.setAttribute('open', '')
  }
  const close = () => {
    const node = dialog.current
    if (!node) return
    if (typeof node.close === 'function') node.close()
    else node.removeAttribute('open')
  }
  return (
    <section className="card upgrade" aria-labelledby="upgrade-title">
      <h2 id="upgrade-title">
        <span aria-hidden="true">★ </span>
        {t('membership.upgradeTitle')}
      </h2>
      <p>{t('membership.upgradeIntro')}</p>
      <ul className="benefit-list benefit-list--upgrade">
        {UPGRADE_BENEFITS.map((key) => (
          <li key={key}>{t(`benefits.${key}`)}</li>
        ))}
      </ul>
      <button type="button" className="button" onClick={open} aria-haspopup="dialog">
        {t('membership.upgradeButton')}
      </button>
      <dialog ref={dialog} className="upgrade-dialog" aria-labelledby="upgrade-dialog-title">
        <h2 id="upgrade-dialog-title">{t('membership.dialogTitle')}</h2>
        <p>{t('membership.dialogText')}</p>
        <ul className="upgrade-dialog__contacts">
          <li>
            {t('membership.dialogPhone')}: <a href={supportPhoneHref()}>{SITE.supportPhone}</a>
          </li>
          <li>
            {t('membership.dialogEmail')}: <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>
          </li>
        </ul>
        <div className="upgrade-dialog__actions">
          <Link to={localePath(PAGES.support, lang)} className="button button--secondary">
            {t('membership.dialogSupport')}
          </Link>
          <button type="button" className="button" onClick={close} autoFocus>
            {t('membership.close')}
          </button>
        </div>
      </dialog>
    </section>
  )
}
