import { Link } from 'react-router'
import type { LegalBlock, LegalDocument } from '#shared/i18n/en/legal.ts'
import {
  CITIES,
  FREE_CANCELLATION_MINUTES_AFTER_ASSIGNMENT,
  MIN_AGE,
  PRIVACY_REQUEST_RESPONSE_DAYS,
} from '#shared/constants.ts'
import { localePath, PAGES, type Lang } from '#shared/routes.ts'
import { SITE, supportPhoneHref } from '#shared/site-config.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { fill, RichText } from '#app/components/rich-text.tsx'

/** Values the legal prose refers to, each written once in shared/. */
export const LEGAL_VALUES = {
  company: SITE.companyName,
  address: SITE.address,
  email: SITE.supportEmail,
  phone: SITE.supportPhone,
  phoneHref: supportPhoneHref(),
  minAge: MIN_AGE,
  days: PRIVACY_REQUEST_RESPONSE_DAYS,
  minutes: FREE_CANCELLATION_MINUTES_AFTER_ASSIGNMENT,
  cityCount: CITIES.length,
}

/** "January 1, 2025" / "1 Ocak 2025" from an ISO date, the same on the build machine and in the browser. */
export function formatLegalDate(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'tr-TR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  )
}

function Block({ block, lang }: { block: LegalBlock; lang: Lang }) {
  if (typeof block === 'string') {
    return (
      <p>
        <RichText text={fill(block, LEGAL_VALUES)} lang={lang} />
      </p>
    )
  }
  if ('items' in block) {
    return (
      <ul className="legal-list">
        {block.items.map((item, index) => (
          <li key={index}>
            <RichText text={fill(item, LEGAL_VALUES)} lang={lang} />
          </li>
        ))}
      </ul>
    )
  }
  const { table } = block
  return (
    <div className="legal-table-wrap">
      <table className="legal-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    <code>{cell}</code>
                  </th>
                ) : (
                  <td key={index} data-label={table.head[index]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A legal document: title, date, contents with a link to every section, the sections, and help. */
export function LegalPage({ doc, updated }: { doc: LegalDocument; updated: string }) {
  const lang = useLang()
  const { t } = useTranslation('legal')
  return (
    <div className="legal">
      <header className="legal__header">
        <h1>{doc.title}</h1>
        <p className="legal__updated">
          {t('updatedLabel')} <time dateTime={updated}>{formatLegalDate(updated, lang)}</time>
        </p>
        <p className="legal__intro">
          <RichText text={fill(doc.intro, LEGAL_VALUES)} lang={lang} />
        </p>
      </header>
      <div className="legal__layout">
        <nav className="legal__toc" aria-labelledby="legal-contents">
          <p id="legal-contents" className="legal__toc-title">
            {t('contents')}
          </p>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal__body">
          {doc.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="legal__section">
              <h2 id={section.id}>{section.title}</h2>
              {section.body.map((block, index) => (
                <Block key={index} block={block} lang={lang} />
              ))}
            </section>
          ))}
          <aside className="legal__help card" aria-labelledby="legal-help">
            <p id="legal-help" className="legal__help-title">
              {t('questions')}
            </p>
            <p>
              <RichText text={t('questionsText', LEGAL_VALUES)} lang={lang} />
            </p>
            <Link className="button button--secondary" to={localePath(PAGES.support, lang)}>
              {t('contactSupport')}
            </Link>
          </aside>
        </article>
      </div>
    </div>
  )
}
