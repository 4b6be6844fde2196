import { z } from './zod.ts'
import { requiredText } from './fields.ts'
import { PageQuerySchema } from './api.ts'

/** KVKK requests (issue 14): account deletion and data export, each with a reference number. */
export const KVKK_STATUSES = ['RECEIVED', 'IN_PROGRESS', 'COMPLETED', 'REJECTED'] as const
export type KvkkStatus = (typeof KVKK_STATUSES)[number]
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
}).meta({ id: 'StaffKvkkRequest' })
export type StaffKvkkRequest = z.infer<typeof StaffKvkkRequestSchema>

export const StaffKvkkPageSchema = z
  .object({ items: z.array(StaffKvkkRequestSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'StaffKvkkPage' })

export const StaffKvkkQuerySchema = PageQuerySchema.extend({
  status: z.enum(['OPEN', ...KVKK_STATUSES]).default('OPEN'),
})

export const RejectKvkkSchema = z
  .object({ reason: requiredText('reasonRequired', 2000) })
  .meta({ id: 'RejectKvkkRequest' })
