import { SUPPORT_EMAIL_RESPONSE_HOURS } from '#shared/constants.ts'
import { messagingChatUrl, SITE, supportPhoneHref } from '#shared/site-config.ts'
import { ExternalLink } from '#app/components/site-footer.tsx'
import { useTranslation } from '#app/lib/i18n.ts'
import { Icon } from './icons.tsx'

/** 905305553872 → +90 530 555 38 72 */
function formatMessagingNumber(digits: string): string {
  const match = /^(\d{2})(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits)
  return match ? `+${match.slice(1).join(' ')}` : `+${digits}`
}

/** 24/7 phone, e-mail, the messaging-app chat with the support number, and the Istanbul address. */
export function ContactBlock({ headingLevel = 3, title }: { headingLevel?: 2 | 3; title?: string }) {
  const { t } = useTranslation('landing')
  const Heading = `h${headingLevel}` as const
  return (
    <div className="contact-card">
      <Heading className="contact-card__title">{title ?? t('about.contactTitle')}</Heading>
      <ul className="contact-list">
        <li>
          <span className="contact-list__icon">
            <Icon name="phone" />
          </span>
          <span>
            <span className="contact-list__label">{t('about.phoneLabel')}</span>
            <a href={supportPhoneHref()}>{SITE.supportPhone}</a>
          </span>
        </li>
        <li>
          <span className="contact-list__icon">
            <Icon name="mail" />
          </span>
          <span>
            <span className="contact-list__label">{t('about.emailLabel')}</span>
            <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>
            <span className="contact-list__hint">{t('about.emailHint', { hours: SUPPORT_EMAIL_RESPONSE_HOURS })}</span>
          </span>
        </li>
        <li>
          <span className="contact-list__icon">
            <Icon name="chat" />
          </span>
          <span>
            <span className="contact-list__label">{t('about.chatLabel')}</span>
            <ExternalLink href={messagingChatUrl(t('about.chatMessage'))}>{t('about.chatLink')}</ExternalLink>
            <span className="contact-list__hint">{formatMessagingNumber(SITE.messagingNumber)}</span>
          </span>
        </li>
        <li>
          <span className="contact-list__icon">
            <Icon name="pin" />
          </span>
          <span>
            <span className="contact-list__label">{t('about.addressLabel')}</span>
            <address>{SITE.address}</address>
          </span>
        </li>
      </ul>
    </div>
  )
}
