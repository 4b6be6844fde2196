import { z } from './zod.ts'
import { requiredText } from './fields.ts'
import { PageQuerySchema } from './api.ts'
import { isCalendarDay } from '../istanbul-days.ts'
import { DocumentScanSchema } from './driver-documents.ts'

import { DOCUMENT_KINDS, type DocumentKind } from '../case-constants.ts'

export { DOCUMENT_KINDS, type DocumentKind }
export const VERIFICATION_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]
/** Staff are warned of documents expiring within these many days. */
export const EXPIRY_WARNINGS = [30, 14, 7] as const

const Day = z
  .string({ error: 'dateInvalid' })
  .trim()
  .refine(isCalendarDay, 'dateInvalid')
  .meta({ description: 'An Istanbul calendar day, `YYYY-MM-DD`.', examples: ['2027-03-14'] })

export const DocumentInputSchema = z
  .object({
    number: requiredText('invalid', 40),
    issuedOn: Day,
    expiresOn: Day,
  })
  .refine((d) => d.expiresOn > d.issuedOn, { message: 'dateInvalid', path: ['expiresOn'] })
  .meta({ id: 'DriverDocumentInput' })

export const DriverDocumentSchema = z
  .object({
    kind: z.enum(DOCUMENT_KINDS),
    number: z.string(),
    issuedOn: z.string(),
    expiresOn: z.string(),
    status: z.string(),
    daysLeft: z.number().int().meta({ description: 'Istanbul days until it expires; negative once lapsed.' }),
  })
  .meta({ id: 'DriverDocument' })
export type DriverDocument = z.infer<typeof DriverDocumentSchema>

/** A document with its scan (issue 25): a link the owner and staff open, or null before one is uploaded. */
export const ScannedDocumentSchema = DriverDocumentSchema.extend({ scan: DocumentScanSchema.nullable() }).meta({
  id: 'ScannedDriverDocument',
})
export type ScannedDocument = z.infer<typeof ScannedDocumentSchema>

/** What the driver's dashboard shows (spec §2 "Verified" / "Pending"), and why they are suspended. */
export const MyVerificationSchema = z
  .object({
    status: z.enum(VERIFICATION_STATUSES),
    reason: z.string().nullable(),
    suspended: z.boolean().meta({
      description:
        'No offers, going online refused: a mandatory document has lapsed, or its renewal waits for review after the accepted one lapsed.',
    }),
    lapsed: z.array(DriverDocumentSchema),
    awaitingReview: z.array(DriverDocumentSchema).meta({
      description:
        'Renewals in date whose accepted document has lapsed: the driver works again once staff accept them.',
    }),
    expiringSoon: z.array(DriverDocumentSchema).meta({ description: 'Documents expiring within 30 days.' }),
    documents: z.array(ScannedDocumentSchema),
  })
  .meta({ id: 'MyVerification' })
export type MyVerification = z.infer<typeof MyVerificationSchema>

export const StaffDriverSchema = MyVerificationSchema.extend({
  driverId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  vehiclePlate: z.string().nullable(),
  licenseNumber: z.string().nullable().meta({ description: 'The driving licence number given at registration.' }),
  vehicle: z.string().nullable().meta({ description: 'Brand, model, year and colour: `Fiat Egea 2021, Sarı`.' }),
  changedAt: z.string().nullable(),
}).meta({ id: 'StaffDriverVerification' })
export type StaffDriver = z.infer<typeof StaffDriverSchema>

export const VerificationQueueItemSchema = z
  .object({
    driverId: z.string(),
    name: z.string(),
    vehiclePlate: z.string().nullable(),
    status: z.enum(VERIFICATION_STATUSES),
    since: z.string().nullable(),
  })
  .meta({ id: 'VerificationQueueItem' })
export const VerificationQueuePageSchema = z
  .object({ items: z.array(VerificationQueueItemSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'VerificationQueuePage' })
/** Staff's list filter: one status (PENDING, waiting, is the default view) or ALL. */
export const VERIFICATION_LIST_FILTERS = ['ALL', ...VERIFICATION_STATUSES] as const
export const VerificationQueueQuerySchema = PageQuerySchema.extend({
  status: z.enum(VERIFICATION_LIST_FILTERS).default('PENDING'),
})

export const ExpiringDocumentSchema = DriverDocumentSchema.extend({ driverId: z.string(), name: z.string() }).meta({
  id: 'ExpiringDocument',
})
export const ExpiringDocumentsPageSchema = z
  .object({ items: z.array(ExpiringDocumentSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'ExpiringDocumentsPage' })
export const ExpiringQuerySchema = PageQuerySchema.extend({
  within: z.coerce
    .number()
    .int()
    .refine((n) => (EXPIRY_WARNINGS as readonly number[]).includes(n), 'invalid')
    .default(30),
})

export const RejectDriverSchema = z
  .object({ reason: requiredText('reasonRequired', 1000) })
  .meta({ id: 'RejectDriver' })

/** Approval's reason (issue 25: the back-office asks for one); kept in the audit log, never shown to the driver. */
export const ApproveDriverSchema = z
  .object({ reason: z.string().trim().max(1000, 'invalid').optional() })
  .meta({ id: 'ApproveDriver' })
