/**
 * Text of the legal pages. Blocks of a section are paragraphs (strings), lists (`items`) or tables.
 * Inline `[label](href)` becomes a link and `**text**` bold; `{{name}}` values come from SITE and
 * shared/constants.ts, so a company fact is written once.
 */
import type { privacy } from './legal-privacy.ts'
import type { terms } from './legal-terms.ts'

export const legalUi = {
  updatedLabel: 'Last updated:',
  contents: 'Contents',
  questions: 'Questions about this document?',
  questionsText: 'Write to [{{email}}](mailto:{{email}}) or call [{{phone}}]({{phoneHref}}) — we are here 24/7.',
  contactSupport: 'Go to the Support Center',
  descriptionPrivacy:
    'How Durak collects, uses, shares and protects personal data under Turkish data-protection Law No. 6698 (KVKK), your rights and how to use them.',
  descriptionTerms:
    'The terms for using Durak: accounts, booking, fares and payment, free cancellation, memberships and points, liability, Turkish law and Istanbul courts.',
} as const

/**
 * The shape of the `legal` namespace: page UI plus both documents. Type only: each legal page
 * imports its own document module, so a page never ships the other document's text.
 */
export declare const legal: typeof legalUi & { readonly privacy: typeof privacy; readonly terms: typeof terms }
export type LegalBlock = string | { readonly items: readonly string[] } | { readonly table: LegalTable }
export type LegalTable = {
  readonly caption: string
  readonly head: readonly string[]
  readonly rows: readonly (readonly string[])[]
}
export type LegalDocument = {
  readonly title: string
  readonly intro: string
  readonly sections: readonly { readonly id: string; readonly title: string; readonly body: readonly LegalBlock[] }[]
}
