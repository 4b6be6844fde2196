import type { ReactNode } from 'react'
import { SUPPORT_EMAIL_RESPONSE_HOURS } from '#shared/constants.ts'
import type { SupportCategory } from '#shared/schemas/support-contact.ts'
import { messagingChatUrl, SITE, supportPhoneHref } from '#shared/site-config.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import { ContactForm } from './contact-form.tsx'
import { Icon } from './icons.tsx'
import { formatMessagingNumber } from './mailto.ts'

/** Contact: the support channels and a form that opens the visitor's mail program (no server call). */
export function ContactPanel(props: {
  category: SupportCategory | null
  /** A ride to name in the message (the fare check's report link). */
  ride: string | null
  onCategoryChange: (category: SupportCategory | null) => void
  /** Changes when a topic tile asks for the form to take focus. */
  focusRequest: string | null
}) {
  const { t } = useTranslation('support')
  return (
    <>
      <h2 className="support-panel__title">{t('contact.title')}</h2>
      <p className="support-panel__intro">{t('contact.intro', { hours: SUPPORT_EMAIL_RESPONSE_HOURS })}</p>
      <ul className="channels">
        <Channel
          icon="mail"
          label={t('contact.channels.email')}
          note={t('contact.channels.emailNote', { hours: SUPPORT_EMAIL_RESPONSE_HOURS })}
        >
          <a className="channel__value" href={`mailto:${SITE.supportEmail}`}>
            {SITE.supportEmail}
          </a>
        </Channel>
        <Channel icon="chat" label={t('contact.channels.messaging')} note={t('contact.channels.messagingNote')}>
          <a className="channel__value" href={messagingChatUrl()} target="_blank" rel="noopener noreferrer">
            {formatMessagingNumber(SITE.messagingNumber)}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </Channel>
        <Channel icon="phone" label={t('contact.channels.phone')} note={t('contact.channels.phoneNote')}>
          <a className="channel__value" href={supportPhoneHref()}>
            {SITE.supportPhone}
          </a>
        </Channel>
      </ul>
      <ContactForm {...props} />
    </>
  )
}

function Channel({
  icon,
  label,
  note,
  children,
}: {
  icon: 'mail' | 'chat' | 'phone'
  label: string
  note: string
  /** The link to the channel. */
  children: ReactNode
}) {
  return (
    <li className="channel">
      <span className="channel__icon">
        <Icon name={icon} />
      </span>
      <span className="channel__label">{label}</span>
      {children}
      <span className="channel__note">{note}</span>
    </li>
  )
}
