/**
 * Copy conventions for every catalog in shared/i18n (en/ defines the keys, tr/ follows):
 * - Sentence case for everything the interface says: buttons, links, labels, headings, tabs
 *   ("Giriş yap", "Ana sayfa", "Sign in", "Become a driver"). Title case only for names: the legal
 *   documents ("Gizlilik Politikası", "Kullanım Koşulları", "Privacy Policy", "Terms of Service"),
 *   the "Destek Merkezi" / "Support Center" and products and stores (Durak, Google Play, WhatsApp).
 * - Typographic punctuation: the curly apostrophe ’ for Turkish suffixes and English contractions
 *   ("Google Play’den", "Türkiye’nin", "don’t"), curly quotes “ ” around quoted words, … for an
 *   ellipsis, — for a dash. Straight quotes only inside Markdown link syntax or code.
 * - English says "email" (as the spec's messages do: "Email is required"); Turkish says "e-posta".
 * - The messaging channel is named WhatsApp wherever it appears.
 * - Turkish addresses the user as "siz" with imperative "-in" ("indirin", "yazın").
 * - The spec's verbatim messages stay exactly as the spec writes them, even where they break these
 *   rules (e.g. "Giriş başarısız: ", "User type could not be determined.").
 */
import type { accountRequests as enAccountRequests } from './en/account-requests.ts'
import type { admin as enAdmin } from './en/admin.ts'
import type { apiErrors as enApiErrors } from './en/api-errors.ts'
import type { adminCases as enAdminCases } from './en/admin-cases.ts'
import type { adminLive as enAdminLive } from './en/admin-live.ts'
import type { adminAlerts as enAdminAlerts } from './en/admin-alerts.ts'
import type { adminDemand as enAdminDemand } from './en/admin-demand.ts'
import type { auth as enAuth } from './en/auth.ts'
import type { booking as enBooking } from './en/booking.ts'
import type { common as enCommon } from './en/common.ts'
import type { dashboard as enDashboard } from './en/dashboard.ts'
import type { driverMode as enDriverMode } from './en/driver-mode.ts'
import type { deletion as enDeletion } from './en/deletion.ts'
import type { fares as enFares } from './en/fares.ts'
import type { landing as enLanding } from './en/landing.ts'
import type { legal as enLegal } from './en/legal.ts'
import type { mail as enMail } from './en/mail.ts'
import type { map as enMap } from './en/map.ts'
import type { pwa as enPwa } from './en/pwa.ts'
import type { account as enAccount } from './en/account.ts'
import type { receipts as enReceipts } from './en/receipts.ts'
import type { rides as enRides } from './en/rides.ts'
import type { sharedTrip as enSharedTrip } from './en/shared-trip.ts'
import type { statements as enStatements } from './en/statements.ts'
import type { support as enSupport } from './en/support.ts'
import type { validation as enValidation } from './en/validation.ts'

/**
 * The shape of every namespace, for typing `t()`. Catalogs themselves are imported by the code
 * that needs them (the app registers a namespace in the route that uses it, so a page ships only
 * its own text), never through this file at run time.
 */
export type Resources = {
  common: typeof enCommon
  validation: typeof enValidation
  auth: typeof enAuth
  landing: typeof enLanding
  legal: typeof enLegal
  support: typeof enSupport
  deletion: typeof enDeletion
  dashboard: typeof enDashboard
  mail: typeof enMail
  fares: typeof enFares
  rides: typeof enRides
  receipts: typeof enReceipts
  statements: typeof enStatements
  accountRequests: typeof enAccountRequests
  admin: typeof enAdmin
  adminCases: typeof enAdminCases
  adminLive: typeof enAdminLive
  adminAlerts: typeof enAdminAlerts
  adminDemand: typeof enAdminDemand
  apiErrors: typeof enApiErrors
  booking: typeof enBooking
  driverMode: typeof enDriverMode
  map: typeof enMap
  sharedTrip: typeof enSharedTrip
  pwa: typeof enPwa
  account: typeof enAccount
}
export type Namespace = keyof Resources
