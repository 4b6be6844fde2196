import { z } from './zod.ts'
import { requiredText } from './fields.ts'
import { PageQuerySchema } from './api.ts'
import { pageSchemaOf } from './api-responses.ts'

import { PROBLEM_CATEGORIES, PROBLEM_STATUSES, type ProblemCategory, type ProblemStatus } from '../case-constants.ts'

export { PROBLEM_CATEGORIES, PROBLEM_STATUSES, type ProblemCategory, type ProblemStatus }

export const PROBLEM_MESSAGE_MAX = 2000

/** An ISO week: `2026-W12`. */
export const IsoWeekSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/, 'invalid')

export const NewProblemReportSchema = z
  .object({
    category: z.enum(PROBLEM_CATEGORIES, { error: 'categoryRequired' }),
    message: requiredText('messageRequired', PROBLEM_MESSAGE_MAX),
    rideId: z.string().trim().min(1, 'invalid').max(64, 'invalid').optional(),
    statementWeek: IsoWeekSchema.optional(),
  })
  .meta({ id: 'NewProblemReport' })
export type NewProblemReport = z.output<typeof NewProblemReportSchema>

export const ProblemReportSchema = z
  .object({
    id: z.string(),
    reference: z.string().meta({ description: 'Short human reference: the first 8 characters of the id, upper-case.' }),
    rideId: z.string().nullable(),
    category: z.enum(PROBLEM_CATEGORIES),
    message: z.string(),
    statementWeek: z.string().nullable(),
    status: z.enum(PROBLEM_STATUSES),
    answer: z.string().nullable(),
    answeredAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ProblemReport' })
export type ProblemReport = z.infer<typeof ProblemReportSchema>

export const ProblemReportPageSchema = pageSchemaOf(ProblemReportSchema).meta({ id: 'ProblemReportPage' })

export const MyProblemReportsQuerySchema = PageQuerySchema.extend({ status: z.enum(PROBLEM_STATUSES).optional() })

/** Staff's view of a report: who reported it, and the ride with its timeline beside it. */
export const StaffProblemReportSchema = ProblemReportSchema.extend({
  reporter: z.object({ id: z.string(), name: z.string(), email: z.string(), userType: z.string() }),
  answeredBy: z.string().nullable(),
}).meta({ id: 'StaffProblemReport' })
export type StaffProblemReport = z.infer<typeof StaffProblemReportSchema>

export const StaffProblemReportDetailSchema = StaffProblemReportSchema.extend({
  ride: z
    .object({
      id: z.string(),
      status: z.string(),
      fareKurus: z.number().int(),
      tollsKurus: z.number().int(),
      paymentMethod: z.string().nullable(),
      /** The ride's driver, plate and phone (issue 25); null before a driver was assigned. */
      driver: z
        .object({ id: z.string(), name: z.string(), plate: z.string().nullable(), phone: z.string().nullable() })
        .nullable(),
      pickupAddress: z.string(),
      /** Null when the passenger gave no destination (decision 054). */
      dropoffAddress: z.string().nullable(),
      createdAt: z.string(),
      timeline: z.array(
        z.object({
          from: z.string().nullable(),
          to: z.string(),
          actor: z.string(),
          at: z.string(),
          reason: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
}).meta({ id: 'StaffProblemReportDetail' })
export type StaffProblemReportDetail = z.infer<typeof StaffProblemReportDetailSchema>

export const StaffProblemReportPageSchema = pageSchemaOf(StaffProblemReportSchema).meta({
  id: 'StaffProblemReportPage',
})
/** Staff's list filter: one status (OPEN is the default view) or ALL. */
export const PROBLEM_LIST_FILTERS = ['ALL', ...PROBLEM_STATUSES] as const
export const StaffProblemReportsQuerySchema = PageQuerySchema.extend({
  status: z.enum(PROBLEM_LIST_FILTERS).default('OPEN'),
})
export const AnswerProblemReportSchema = z
  .object({ answer: requiredText('messageRequired', PROBLEM_MESSAGE_MAX) })
  .meta({ id: 'AnswerProblemReport' })
