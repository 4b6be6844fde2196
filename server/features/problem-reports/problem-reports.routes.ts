import { z } from '#shared/schemas/zod.ts'
import { apiPath } from '#shared/api-paths.ts'
import {
  MyProblemReportsQuerySchema,
  NewProblemReportSchema,
  ProblemReportPageSchema,
  ProblemReportSchema,
} from '#shared/schemas/problem-reports.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import { createProblemReport, getMyProblemReport, listMyProblemReports } from './problem-reports.service.ts'

const tag = 'Problem reports'
const ReportParamsSchema = z.object({ reportId: z.string().min(1).max(64) })

/** A passenger's or driver's own problem reports: made on their own rides, read back with staff's answer. */
export function problemReportRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: apiPath('/me/problem-reports'),
      operationId: 'createMyProblemReport',
      summary: 'Report a problem (İBB complaint types), optionally on one of your own rides',
      description:
        'A ride that is not the caller’s (as passenger or driver) is answered 404. `missing_from_statement` is for drivers only (403) and may name the statement’s ISO week.',
      tag,
      access: 'user',
      rateLimit: { name: 'problem-reports', rule: { windowSeconds: 3600, max: 20 } },
      body: NewProblemReportSchema,
      responses: { 201: ProblemReportSchema },
      errors: [403, 404],
      handler: async ({ user, body, lang, reply }) => {
        const report = await createProblemReport(
          deps.db,
          { ...body, reporterId: user.id, reporterType: user.userType ?? '' },
          deps.now(),
          lang,
        )
        return reply.code(201).send(report)
      },
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/me/problem-reports'),
      operationId: 'listMyProblemReports',
      summary: 'The caller’s problem reports with their status and staff’s answer, newest first, one keyset page',
      tag,
      access: 'user',
      query: MyProblemReportsQuerySchema,
      responses: { 200: ProblemReportPageSchema },
      handler: async ({ user, query }) => listMyProblemReports(deps.db, { ...query, reporterId: user.id }),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/me/problem-reports/:reportId'),
      operationId: 'getMyProblemReport',
      summary: 'One of the caller’s problem reports',
      tag,
      access: 'user',
      params: ReportParamsSchema,
      responses: { 200: ProblemReportSchema },
      errors: [404],
      handler: async ({ user, params, lang }) => {
        const report = await getMyProblemReport(deps.db, user.id, params.reportId)
        if (!report)
          throw new HttpError(404, 'REPORT_NOT_FOUND', serverT(lang, 'accountRequests')('errors.reportNotFound'))
        return report
      },
    }),
  ]
}
