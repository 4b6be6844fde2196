import { useCallback, useEffect } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { SUPPORT_CATEGORIES, type SupportCategory } from '#shared/forms/validation-keys.ts'
import { messagingChatUrl, SITE, supportPhoneHref } from '#shared/site-config.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import { ContactPanel } from './contact-panel.tsx'
import { EmergencyPanel } from './emergency-panel.tsx'
import { FaqPanel } from './faq-panel.tsx'
import { Icon } from './icons.tsx'
import { SupportTabs } from './support-tabs.tsx'
import { readSupportState, supportSearch, type SupportState, type SupportTab } from './support-url.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'

/** Set in the history entry by a topic tile, so the contact form takes focus once it is shown. */
type FocusState = { focusForm?: boolean } | null

/** The support centre: quick contact, topic tiles and the FAQ | Contact | Emergency tabs. */
export function SupportPage() {
  const { t } = useTranslation('support')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const isHydrated = useHydrated()
  // The prerendered HTML knows no query string: show the URL's tab only once hydrated.
  const state: SupportState = isHydrated ? readSupportState(params) : { tab: 'faq', category: null }
  const focusRequest = (location.state as FocusState)?.focusForm ? location.key : null

  const go = useCallback(
    (next: SupportState, replace = false) => {
      navigate({ search: supportSearch(next) }, { replace, preventScrollReset: true })
    },
    [navigate],
  )

  useEffect(() => {
    if (focusRequest) document.getElementById('support-tabs')?.scrollIntoView({ block: 'start' })
  }, [focusRequest])

  const selectTab = (tab: SupportTab) => go({ ...state, tab })
  const changeCategory = (category: SupportCategory | null) => go({ ...state, tab: 'contact', category }, true)

  return (
    // data-hydrated tells tests (and CSS, if ever needed) that the tabs now answer to keys and clicks.
    <div className="support" data-hydrated={isHydrated ? 'true' : undefined}>
      <SupportHero />
      <SupportTopics state={state} />

      <section id="support-tabs" className="support__tabs" aria-label={t('tabs.label')}>
        <SupportTabs
          label={t('tabs.label')}
          current={state.tab}
          labels={{ faq: t('tabs.faq'), contact: t('tabs.contact'), emergency: t('tabs.emergency') }}
          onSelect={selectTab}
          panels={{
            faq: <FaqPanel />,
            contact: (
              <ContactPanel
                category={state.category}
                ride={state.ride ?? null}
                onCategoryChange={changeCategory}
                focusRequest={focusRequest}
              />
            ),
            emergency: <EmergencyPanel />,
          }}
        />
      </section>
    </div>
  )
}

/** The title and the three quick ways to reach support. */
function SupportHero() {
  const { t } = useTranslation('support')
  return (
    <header className="support__hero">
      <h1>{t('title')}</h1>
      <p className="support__lead">{t('lead')}</p>
      <ul className="support__quick" aria-label={t('quick.label')}>
        <li>
          <a className="button button--dark" href={supportPhoneHref()}>
            <Icon name="phone" size={20} />
            {t('quick.call', { phone: SITE.supportPhone })}
          </a>
        </li>
        <li>
          <a className="button button--secondary" href={messagingChatUrl()} target="_blank" rel="noopener noreferrer">
            <Icon name="chat" size={20} />
            {t('quick.chat')}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </li>
        <li>
          <a className="button button--secondary" href={`mailto:${SITE.supportEmail}`}>
            <Icon name="mail" size={20} />
            {t('quick.email')}
          </a>
        </li>
      </ul>
    </header>
  )
}

/** The topic tiles: each opens Contact with its category chosen and the form focused. */
function SupportTopics({ state }: { state: SupportState }) {
  const { t } = useTranslation('support')
  return (
    <section className="support__topics" aria-labelledby="support-topics">
      <h2 id="support-topics">{t('topics.title')}</h2>
      <p className="support__topics-hint">{t('topics.hint')}</p>
      <ul className="topics">
        {SUPPORT_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              className="topic"
              to={{ search: supportSearch({ tab: 'contact', category }) }}
              state={{ focusForm: true } satisfies FocusState}
              preventScrollReset
              aria-current={state.tab === 'contact' && state.category === category ? 'true' : undefined}
            >
              <span className="topic__icon">
                <Icon name={category} />
              </span>
              <span className="topic__name">{t(`categories.${category}`)}</span>
              <span className="topic__hint">{t(`categoryHints.${category}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
