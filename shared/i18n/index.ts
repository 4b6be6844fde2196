import type { auth as enAuth } from './en/auth.ts'
import type { common as enCommon } from './en/common.ts'
import type { dashboard as enDashboard } from './en/dashboard.ts'
import type { deletion as enDeletion } from './en/deletion.ts'
import type { landing as enLanding } from './en/landing.ts'
import type { legal as enLegal } from './en/legal.ts'
import type { mail as enMail } from './en/mail.ts'
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
}
export type Namespace = keyof Resources
