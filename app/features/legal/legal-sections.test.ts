import { describe, expect, it } from 'vitest'
import { privacy as enPrivacy } from '#shared/i18n/en/legal-privacy.ts'
import { terms as enTerms } from '#shared/i18n/en/legal-terms.ts'
import { privacy as trPrivacy } from '#shared/i18n/tr/legal-privacy.ts'
import { terms as trTerms } from '#shared/i18n/tr/legal-terms.ts'

const documents = [
  { name: 'Turkish privacy policy', doc: trPrivacy, count: 12 },
  { name: 'English privacy policy', doc: enPrivacy, count: 12 },
  { name: 'Turkish terms of service', doc: trTerms, count: 16 },
  { name: 'English terms of service', doc: enTerms, count: 16 },
]

describe('legal documents', () => {
  it.each(documents)('the $name has $count sections, each numbered in order', ({ doc, count }) => {
    expect(doc.sections.map((section) => section.title.match(/^(\d+)\. \S/)?.[1])).toEqual(
      Array.from({ length: count }, (_, i) => String(i + 1)),
    )
  })
})
