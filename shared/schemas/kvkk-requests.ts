import { z } from './zod.ts'
import { requiredText } from './fields.ts'
import { PageQuerySchema } from './api.ts'

/** KVKK requests (issue 14): account deletion and data export, each with a reference number. */
/** NO_DATA: answered "we hold no data on this address" (no account has it; issue 22, item 13). */
export const KVKK_STATUSES = ['RECEIVED', 'IN_PROGRESS', 'COMPLETED', 'NO_DATA', 'REJECTED'] as const
export type KvkkStatus = (typeof KVKK_STATUSES)[number]
/** Staff's list filter: OPEN (received or in progress, the default view), ALL, or one status. */
export const KVKK_LIST_FILTERS = ['OPEN', 'ALL', ...KVKK_STATUSES] as const
export type KvkkListFilter = (typeof KVKK_LIST_FILTERS)[number]
/** How the requester was shown to own the address: a mailed link opened, signed in to the account, or staff with a note. */
export const KVKK_VERIFICATION_METHODS = ['EMAIL_LINK', 'SIGNED_IN', 'STAFF_NOTE'] as const
export type KvkkVerificationMethod = (typeof KVKK_VERIFICATION_METHODS)[number]
export const KVKK_KINDS = ['DELETION', 'EXPORT'] as const
export type KvkkKind = (typeof KVKK_KINDS)[number]

/** What the requester sees of their own request. */
export const KvkkReceiptSchema = z
  .object({
    id: z.string(),
    reference: z.string().meta({ examples: ['KVKK-2026-000123'] }),
    kind: z.enum(KVKK_KINDS),
    status: z.enum(KVKK_STATUSES),
    statusReason: z.string().nullable(),
    createdAt: z.string(),
    deadline: z.string().meta({ description: 'The last Istanbul day of the 30 KVKK allows, `YYYY-MM-DD`.' }),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'KvkkReceipt' })
export type KvkkReceipt = z.infer<typeof KvkkReceiptSchema>

export const MyKvkkRequestsSchema = z.object({ items: z.array(KvkkReceiptSchema) }).meta({ id: 'MyKvkkRequests' })

export const NewMyDeletionRequestSchema = z
  .object({ reason: requiredText('reasonRequired', 2000) })
  .meta({ id: 'NewMyDeletionRequest' })

export const KvkkVerificationSchema = z
  .object({
    method: z.enum(KVKK_VERIFICATION_METHODS),
    at: z.string(),
    /** The staff member (STAFF_NOTE) or the account (SIGNED_IN); null for the mailed link. */
    byId: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'KvkkVerification' })
export type KvkkVerification = z.infer<typeof KvkkVerificationSchema>

/** Staff's view: the requester's details, the countdown and whether it is overdue. */
export const StaffKvkkRequestSchema = KvkkReceiptSchema.extend({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  reason: z.string(),
  language: z.string(),
  userId: z.string().nullable(),
  daysLeft: z
    .number()
    .int()
    .meta({ description: 'Istanbul days to the deadline: 0 is the last day, negative overdue.' }),
  overdue: z.boolean(),
  verification: KvkkVerificationSchema.nullable().meta({
    description: 'How the requester was verified; null: not yet.',
  }),
}).meta({ id: 'StaffKvkkRequest' })
export type StaffKvkkRequest = z.infer<typeof StaffKvkkRequestSchema>

/** One request's page: also the account its e-mail (or its signed-in requester) matches, and who verified. */
export const StaffKvkkRequestDetailSchema = StaffKvkkRequestSchema.extend({
  account: z
    .object({ id: z.string(), name: z.string(), email: z.string(), userType: z.string(), isActive: z.boolean() })
    .nullable()
    .meta({ description: 'The account the request speaks of; null: no account has this e-mail address.' }),
  verifiedByName: z.string().nullable(),
}).meta({ id: 'StaffKvkkRequestDetail' })
export type StaffKvkkRequestDetail = z.infer<typeof StaffKvkkRequestDetailSchema>

export const StaffKvkkPageSchema = z
  .object({ items: z.array(StaffKvkkRequestSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'StaffKvkkPage' })

export const StaffKvkkQuerySchema = PageQuerySchema.extend({
  status: z.enum(KVKK_LIST_FILTERS).default('OPEN'),
})

export const RejectKvkkSchema = z
  .object({ reason: requiredText('reasonRequired', 2000) })
  .meta({ id: 'RejectKvkkRequest' })

/** Staff record how they verified the requester (a call to the account's phone, an ID seen…). */
export const VerifyKvkkByStaffSchema = z
  .object({ note: requiredText('messageRequired', 2000) })
  .meta({ id: 'VerifyKvkkByStaff' })

/** The requester confirms with the token of the mailed link. */
export const ConfirmKvkkRequestSchema = z
  .object({ token: z.string().min(16).max(128) })
  .meta({ id: 'ConfirmKvkkRequest' })

export const KvkkConfirmedSchema = z
  .object({ reference: z.string(), alreadyConfirmed: z.boolean() })
  .meta({ id: 'KvkkConfirmed' })
