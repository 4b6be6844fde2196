import { apiPath } from '#shared/api-paths.ts'
import { z } from '#shared/schemas/zod.ts'
import {
  AnswerProblemReportSchema,
  StaffProblemReportDetailSchema,
  StaffProblemReportPageSchema,
  StaffProblemReportsQuerySchema,
} from '#shared/schemas/problem-reports.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { answerReport, closeReport, listStaffReports, staffReport } from './problem-reports-staff.service.ts'

const tag = 'Staff: problem reports'
const Params = z.object({ reportId: z.string().min(1).max(64) })

/** Staff's queue of problem reports: a report with its ride's timeline, the answer (mailed, on the dashboard), closing. */
export function staffProblemReportRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/problem-reports'),
      operationId: 'listProblemReports',
      summary: 'Problem reports of a status (default: open), newest first, one keyset page',
      tag,
      access: 'staff',
      query: StaffProblemReportsQuerySchema,
      responses: { 200: StaffProblemReportPageSchema },
      handler: async ({ query }) => listStaffReports(deps.db, query),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/problem-reports/:reportId'),
      operationId: 'getProblemReport',
      summary: 'One problem report with its reporter and the ride’s timeline',
      tag,
      access: 'staff',
      params: Params,
      responses: { 200: StaffProblemReportDetailSchema },
      errors: [404],
      handler: async ({ params, lang }) => staffReport(deps.db, params.reportId, lang),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/admin/problem-reports/:reportId/answer'),
      operationId: 'answerProblemReport',
      summary: 'Answer a report: mailed to the reporter and shown on their dashboard (audited)',
      tag,
      access: 'staff',
      params: Params,
      body: AnswerProblemReportSchema,
      responses: { 200: StaffProblemReportDetailSchema },
      errors: [404, 409],
      handler: async ({ user, params, body, lang }) =>
        answerReport(deps, { id: user.id, lang }, params.reportId, body.answer),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/admin/problem-reports/:reportId/close'),
      operationId: 'closeProblemReport',
      summary: 'Close a report (audited)',
      tag,
      access: 'staff',
      params: Params,
      responses: { 200: StaffProblemReportDetailSchema },
      errors: [404, 409],
      handler: async ({ user, params, lang }) => closeReport(deps, { id: user.id, lang }, params.reportId),
    }),
  ]
}
