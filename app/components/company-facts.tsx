import { SITE, type CompanyFact } from '#shared/site-config.ts'
import { useTranslation } from '#app/lib/i18n.ts'

const FACTS = ['tradeName', 'mersisNo', 'tradeRegistryNo', 'address', 'kepAddress', 'email', 'phone'] as const

/**
 * The company's legal identity (Law No. 6563 and the e-commerce regulation), from the one site
 * configuration; a value the company has not set yet says so plainly, never a made-up example.
 */
export function CompanyFacts() {
  const { t } = useTranslation()
  const facts: Record<(typeof FACTS)[number], CompanyFact> = SITE.company
  return (
    <section className="company-facts" aria-labelledby="company-facts-title">
      <h2 id="company-facts-title">{t('company.label')}</h2>
      <dl>
        {FACTS.map((key) => (
          <div key={key}>
            <dt>{t(`company.${key}`)}</dt>
            <dd className={facts[key].isSet ? undefined : 'company-facts__unset'}>
              {facts[key].isSet ? factValue(key, facts[key].value) : t('company.notProvided')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function factValue(key: (typeof FACTS)[number], value: string) {
  if (key === 'email') return <a href={`mailto:${value}`}>{value}</a>
  if (key === 'phone') return <a href={`tel:+90${value.replace(/\D/g, '').replace(/^0/, '')}`}>{value}</a>
  return value
}
