import { dashboard as en } from '#shared/i18n/en/dashboard.ts'
import { receipts as enReceipts } from '#shared/i18n/en/receipts.ts'
import { dashboard as tr } from '#shared/i18n/tr/dashboard.ts'
import { receipts as trReceipts } from '#shared/i18n/tr/receipts.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { requireUserType } from '#app/lib/require-user-type.ts'
import { ReceiptPage } from '#app/features/dashboard/receipts/receipt-page.tsx'
import type { Route } from './+types/receipt'

registerNamespace('dashboard', { en, tr })
registerNamespace('receipts', { en: enReceipts, tr: trReceipts })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('receipt', location.pathname)

/** Issue 15: a passenger's own receipt; anyone else goes to the passenger sign-in page. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireUserType('PASSENGER', request) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ReceiptPage user={loaderData.user} />
}
