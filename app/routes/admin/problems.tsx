import { adminCases as en } from '#shared/i18n/en/admin-cases.ts'
import { adminCases as tr } from '#shared/i18n/tr/admin-cases.ts'
import { accountRequests as accountRequestsEn } from '#shared/i18n/en/account-requests.ts'
import { accountRequests as accountRequestsTr } from '#shared/i18n/tr/account-requests.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { ProblemsPage } from '#app/features/admin/cases/problems-page.tsx'

registerNamespace('adminCases', { en, tr })
registerNamespace('accountRequests', { en: accountRequestsEn, tr: accountRequestsTr })

export default function Page() {
  return <ProblemsPage />
}
