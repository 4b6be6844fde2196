import { z } from './zod.ts'
import { PageQuerySchema } from './api.ts'
import { pageSchemaOf } from './api-responses.ts'

/**
 * The staff API's shapes (issue 14): `/api/v1/admin/*` queries and answers. The other half of issue
 * 14 keeps its own schemas in its own module; what both need (the audit log) lives here.
 */

/** What an audit entry is about: a table-like name (`user`, `ride`, `driver_document`…). */
export const RecordTypeSchema = z
  .string()
  .trim()
  .regex(/^[a-z_]{2,40}$/)

export const AuditLogQuerySchema = PageQuerySchema.extend({
  recordType: RecordTypeSchema.optional(),
  recordId: z.string().trim().min(1).max(64).optional(),
  actorId: z.string().trim().min(1).max(64).optional(),
})
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>

export const StaffActionSchema = z
  .object({
    id: z.string(),
    actorId: z.string(),
    /** The actor's name and e-mail when the account still exists. */
    actorName: z.string().nullable(),
    action: z.string(),
    recordType: z.string(),
    recordId: z.string(),
    /**
     * A person's record (driver, user, staff) by name (issue 30): a staff member's full name, anyone
     * else's first name and initial ("Mehmet D."); null for other records or an account gone.
     */
    recordName: z.string().nullable(),
    /** The record's fields as they were before and after (JSON values), null when none. */
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffAction' })
export type StaffAction = z.infer<typeof StaffActionSchema>

export const StaffActionPageSchema = pageSchemaOf(StaffActionSchema).meta({ id: 'StaffActionPage' })
export type StaffActionPage = z.infer<typeof StaffActionPageSchema>

/** `lang` of a CSV download (a plain link cannot send the page's language header). */
export const ExportLangSchema = z.object({ lang: z.enum(['tr', 'en']).optional() })
export const AuditLogExportQuerySchema = AuditLogQuerySchema.omit({ limit: true, cursor: true }).extend(
  ExportLangSchema.shape,
)

/** The documented answer of every CSV export. */
export const CSV_RESPONSE = {
  description: 'CSV (UTF-8 with BOM, header row), streamed; `Content-Disposition: attachment`.',
  contentType: 'text/csv',
} as const
