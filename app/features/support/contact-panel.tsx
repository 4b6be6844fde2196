import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { PHONE_EXAMPLE, SUPPORT_EMAIL_RESPONSE_HOURS } from '#shared/constants.ts'
import { VALIDATION_KEYS, type ValidationKey } from '#shared/schemas/fields.ts'
import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  SupportContactSchema,
  type SupportCategory,
  type SupportContact,
  type SupportContactInput,
} from '#shared/schemas/support-contact.ts'
import { messagingChatUrl, SITE, supportPhoneHref } from '#shared/site-config.ts'
import { RichText } from '#app/features/legal/rich-text.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { Icon } from './icons.tsx'
import { useHydrated } from './use-hydrated.ts'
import { buildSupportMailto, formatMessagingNumber } from './mailto.ts'

type Field = keyof SupportContactInput
// No category until one is chosen: the select then shows its placeholder.
const EMPTY: Partial<SupportContactInput> = { name: '', email: '', phone: '', message: '' }

/** Contact: the support channels and a form that opens the visitor's mail program (no server call). */
export function ContactPanel({
  category,
  onCategoryChange,
  focusRequest,
}: {
  category: SupportCategory | null
  onCategoryChange: (category: SupportCategory | null) => void
  /** Changes when a topic tile asks for the form to take focus. */
  focusRequest: string | null
}) {
  const lang = useLang()
  const { t } = useTranslation('support')
  const { t: tv } = useTranslation('validation')
  // Until the page is interactive a click would submit the form to the page URL with its fields in it.
  const isHydrated = useHydrated()
  const [mailto, setMailto] = useState<string | null>(null)
  const [showSummary, setShowSummary] = useState(false)
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<SupportContactInput, unknown, SupportContact>({
    resolver: zodResolver(SupportContactSchema),
    defaultValues: EMPTY,
    shouldFocusError: true,
  })

  // The URL is the source of the chosen category: tiles and links set it, the form follows.
  useEffect(() => {
    setValue('category', (category ?? '') as SupportContactInput['category'], { shouldValidate: false })
  }, [category, setValue])

  useEffect(() => {
    if (focusRequest) setFocus('name')
  }, [focusRequest, setFocus])

  const onCategorySelect = (event: { target: { value: string } }) => {
    const value = event.target.value
    onCategoryChange((SUPPORT_CATEGORIES as readonly string[]).includes(value) ? (value as SupportCategory) : null)
  }

  const onValid = (contact: SupportContact) => {
    setShowSummary(false)
    const categoryLabel = t(`categories.${contact.category}`)
    const href = buildSupportMailto(SITE.supportEmail, contact, categoryLabel, {
      subject: t('contact.mail.subject', { category: categoryLabel }),
      name: t('contact.mail.name'),
      email: t('contact.mail.email'),
      phone: t('contact.mail.phone'),
      category: t('contact.mail.category'),
      notGiven: t('contact.mail.notGiven'),
    })
    setMailto(href)
    window.location.href = href
  }

  const message = (field: Field) => {
    const key = errors[field]?.message
    if (!key) return null
    return (VALIDATION_KEYS as readonly string[]).includes(key) ? tv(key as ValidationKey) : tv('invalid')
  }
  const hints: Partial<Record<Field, string>> = {
    phone: t('contact.form.phoneHint', { example: PHONE_EXAMPLE }),
    message: t('contact.form.messageHint', { max: SUPPORT_MESSAGE_MAX }),
  }
  const describe = (field: Field) => {
    const error = message(field)
    const ids = [hints[field] ? `contact-${field}-hint` : null, error ? `contact-${field}-error` : null].filter(Boolean)
    return {
      id: `contact-${field}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids.length ? ids.join(' ') : undefined,
    }
  }
  const extras = (field: Field) => {
    const error = message(field)
    return (
      <>
        {hints[field] && (
          <p className="field-hint" id={`contact-${field}-hint`}>
            {hints[field]}
          </p>
        )}
        {error && (
          <p className="field-error" id={`contact-${field}-error`}>
            {error}
          </p>
        )}
      </>
    )
  }
  return (
    <>
      <h2 className="support-panel__title">{t('contact.title')}</h2>
      <p className="support-panel__intro">{t('contact.intro', { hours: SUPPORT_EMAIL_RESPONSE_HOURS })}</p>
      <ul className="channels">
        <li className="channel">
          <span className="channel__icon">
            <Icon name="mail" />
          </span>
          <span className="channel__label">{t('contact.channels.email')}</span>
          <a className="channel__value" href={`mailto:${SITE.supportEmail}`}>
            {SITE.supportEmail}
          </a>
          <span className="channel__note">
            {t('contact.channels.emailNote', { hours: SUPPORT_EMAIL_RESPONSE_HOURS })}
          </span>
        </li>
        <li className="channel">
          <span className="channel__icon">
            <Icon name="chat" />
          </span>
          <span className="channel__label">{t('contact.channels.messaging')}</span>
          <a className="channel__value" href={messagingChatUrl()} target="_blank" rel="noopener noreferrer">
            {formatMessagingNumber(SITE.messagingNumber)}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
          <span className="channel__note">{t('contact.channels.messagingNote')}</span>
        </li>
        <li className="channel">
          <span className="channel__icon">
            <Icon name="phone" />
          </span>
          <span className="channel__label">{t('contact.channels.phone')}</span>
          <a className="channel__value" href={supportPhoneHref()}>
            {SITE.supportPhone}
          </a>
          <span className="channel__note">{t('contact.channels.phoneNote')}</span>
        </li>
      </ul>

      <form
        className="contact-form card"
        noValidate
        aria-labelledby="contact-form-title"
        onSubmit={handleSubmit(onValid, () => {
          setMailto(null)
          setShowSummary(true)
        })}
      >
        <h3 id="contact-form-title" className="contact-form__title">
          {t('contact.form.title')}
        </h3>
        <p className="contact-form__note">{t('contact.form.note', { email: SITE.supportEmail })}</p>
        {showSummary && (
          <div className="alert alert--error" role="alert">
            {t('contact.form.fixFields')}
          </div>
        )}
        <div aria-live="polite">
          {mailto && (
            <div className="alert alert--info">
              <RichText text={t('contact.form.opened', { href: mailto, email: SITE.supportEmail })} lang={lang} />
            </div>
          )}
        </div>
        <div className="contact-form__row">
          <div className="field">
            <label htmlFor="contact-name">{t('contact.form.name')}</label>
            <input type="text" autoComplete="name" required {...describe('name')} {...register('name')} />
            {extras('name')}
          </div>
          <div className="field">
            <label htmlFor="contact-email">{t('contact.form.email')}</label>
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              {...describe('email')}
              {...register('email')}
            />
            {extras('email')}
          </div>
        </div>
        <div className="contact-form__row">
          <div className="field">
            <label htmlFor="contact-phone">{t('contact.form.phone')}</label>
            <input type="tel" autoComplete="tel" inputMode="tel" {...describe('phone')} {...register('phone')} />
            {extras('phone')}
          </div>
          <div className="field">
            <label htmlFor="contact-category">{t('contact.form.category')}</label>
            <select required {...describe('category')} {...register('category', { onChange: onCategorySelect })}>
              <option value="">{t('contact.form.categoryPlaceholder')}</option>
              {SUPPORT_CATEGORIES.map((option) => (
                <option key={option} value={option}>
                  {t(`categories.${option}`)}
                </option>
              ))}
            </select>
            {extras('category')}
          </div>
        </div>
        <div className="field">
          <label htmlFor="contact-message">{t('contact.form.message')}</label>
          <textarea rows={6} maxLength={SUPPORT_MESSAGE_MAX} required {...describe('message')} {...register('message')} />
          {extras('message')}
        </div>
        <button type="submit" className="button" disabled={!isHydrated}>
          <Icon name="mail" size={20} />
          {t('contact.form.submit')}
        </button>
      </form>
    </>
  )
}
