import { useEffect, useState } from 'react'
import { PHONE_EXAMPLE } from '#shared/constants.ts'
import { checkSupportContact } from '#shared/forms/form-checks.ts'
import { SUPPORT_CATEGORIES, SUPPORT_MESSAGE_MAX, type SupportCategory } from '#shared/forms/validation-keys.ts'
import type { SupportContact, SupportContactInput } from '#shared/schemas/support-contact.ts'
import { SITE } from '#shared/site-config.ts'
import {
  EMAIL_INPUT,
  FieldRow,
  SelectField,
  TextAreaField,
  TextField,
  useFieldMessage,
} from '#app/components/field.tsx'
import { RichText } from '#app/components/rich-text.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useForm } from '#app/lib/use-form.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { Icon } from './icons.tsx'
import { buildSupportMailto } from './mailto.ts'

// No category until one is chosen: the select then shows its placeholder.
const EMPTY: Partial<SupportContactInput> = { name: '', email: '', phone: '', message: '' }

type ContactFormProps = {
  category: SupportCategory | null
  ride: string | null
  onCategoryChange: (category: SupportCategory | null) => void
  focusRequest: string | null
}

/** The form's state: the URL's category, focus on request, and the mailto: link once it is valid. */
function useContactForm({ category, ride, onCategoryChange, focusRequest }: ContactFormProps) {
  const { t } = useTranslation('support')
  const [mailto, setMailto] = useState<string | null>(null)
  const [showSummary, setShowSummary] = useState(false)
  const form = useForm<SupportContactInput, unknown, SupportContact>({
    validate: checkSupportContact,
    defaultValues: EMPTY,
    shouldFocusError: true,
  })
  const { setValue, setFocus, getValues } = form

  // The URL is the source of the chosen category: tiles and links set it, the form follows.
  useEffect(() => {
    setValue('category', (category ?? '') as SupportContactInput['category'], { shouldValidate: false })
  }, [category, setValue])

  // A ride reported from the fare check: name it in the message, unless the visitor wrote one already.
  useEffect(() => {
    if (ride && !getValues('message')) setValue('message', t('contact.form.rideMessage', { ride }))
  }, [ride, getValues, setValue, t])

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
  const onInvalid = () => {
    setMailto(null)
    setShowSummary(true)
  }

  return { form, mailto, showSummary, onCategorySelect, onSubmit: form.handleSubmit(onValid, onInvalid) }
}

/** The contact form: checked here, then handed to the visitor's mail program as a mailto: link. */
export function ContactForm(props: ContactFormProps) {
  const lang = useLang()
  const { t } = useTranslation('support')
  const fieldMessage = useFieldMessage()
  // Until the page is interactive a click would submit the form to the page URL with its fields in it.
  const isHydrated = useHydrated()
  const { form, mailto, showSummary, onCategorySelect, onSubmit } = useContactForm(props)
  const { register } = form
  const text = (name: keyof SupportContactInput) => ({
    label: t(`contact.form.${name}`),
    error: fieldMessage(form.formState.errors[name]?.message),
  })

  return (
    <form className="contact-form card" noValidate aria-labelledby="contact-form-title" onSubmit={onSubmit}>
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
      <FieldRow>
        <TextField
          {...text('name')}
          input={{ type: 'text', autoComplete: 'name', required: true, ...register('name') }}
        />
        <TextField {...text('email')} input={{ ...EMAIL_INPUT, required: true, ...register('email') }} />
      </FieldRow>
      <FieldRow>
        <TextField
          {...text('phone')}
          hint={t('contact.form.phoneHint', { example: PHONE_EXAMPLE })}
          input={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel', ...register('phone') }}
        />
        <SelectField
          {...text('category')}
          select={{ required: true, ...register('category', { onChange: onCategorySelect }) }}
        >
          <option value="">{t('contact.form.categoryPlaceholder')}</option>
          {SUPPORT_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {t(`categories.${option}`)}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      <TextAreaField
        {...text('message')}
        hint={t('contact.form.messageHint', { max: SUPPORT_MESSAGE_MAX })}
        textarea={{ rows: 6, maxLength: SUPPORT_MESSAGE_MAX, required: true, ...register('message') }}
      />
      <button type="submit" className="button" disabled={!isHydrated}>
        <Icon name="mail" size={20} />
        {t('contact.form.submit')}
      </button>
    </form>
  )
}
