import { z } from './zod.ts'
import { STAFF_TYPES, USER_TYPES } from '../constants.ts'
import { PageQuerySchema } from './api.ts'
import { pageSchemaOf, ProfileSchema, UserSummarySchema } from './api-responses.ts'

/**
 * The back-office's users and staff (issue 14): `GET /api/v1/admin/users`, a user's page, and
 * deactivating/reactivating an account. Every state change carries a reason for the audit log.
 */
export const AdminUsersQuerySchema = PageQuerySchema.extend({
  /** A name, an e-mail address or a phone number (any spelling of 05XX XXX XX XX). */
  q: z.string().trim().max(100).optional(),
  userType: z.enum(USER_TYPES).optional(),
})
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>

export const UserIdParamsSchema = z.object({ userId: z.string().trim().min(1).max(64) })

export const StaffChangeBodySchema = z.object({
  /** Why: kept in the audit log. */
  reason: z.string().trim().min(3).max(500),
})
export type StaffChangeBody = z.infer<typeof StaffChangeBodySchema>

export const AdminUserSchema = z
  .object({
    profile: ProfileSchema,
    /** Staff only: TOTP enrolled. */
    twoFactorEnabled: z.boolean(),
    /** Sessions currently open (ended at once on deactivation). */
    openSessions: z.number().int(),
  })
  .meta({ id: 'AdminUser' })
export type AdminUser = z.infer<typeof AdminUserSchema>

export const StaffMemberSchema = UserSummarySchema.extend({
  userType: z.enum(STAFF_TYPES),
  twoFactorEnabled: z.boolean(),
}).meta({ id: 'StaffMember' })
export type StaffMember = z.infer<typeof StaffMemberSchema>
export const StaffPageSchema = pageSchemaOf(StaffMemberSchema).meta({ id: 'StaffPage' })

export const AdminActionResultSchema = z
  .object({ ok: z.literal(true), auditId: z.string() })
  .meta({ id: 'AdminActionResult' })
