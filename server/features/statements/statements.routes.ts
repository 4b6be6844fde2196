import { apiPath } from '#shared/api-paths.ts'
import { PageQuerySchema } from '#shared/schemas/api.ts'
import {
  DownloadQuerySchema,
  StatementListSchema,
  StatementRidePageSchema,
  StatementSchema,
  WeekParamsSchema,
} from '#shared/schemas/receipts.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { download, PDF_TYPE, sendCsv } from '#server/core/exports/download.ts'
import { statementCsv, statementPdf } from './statement-exports.ts'
import { statementRidePage } from './statements.queries.ts'
import { getStatement, listStatements, requireDriver, weekOrBadRequest } from './statements.service.ts'

const tag = 'Statements'
const WEEK_PATH = '/driver/statements/:weekStart'

/** A driver's weekly statements (Monday to Sunday, Istanbul): figures, rides, PDF and CSV; their own only. */
export function statementsRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/driver/statements'),
      operationId: 'listMyStatements',
      summary: "The signed-in driver's last 12 weeks, oldest first: rides, gross, commission, net (kuruş)",
      tag,
      access: 'user',
      responses: { 200: StatementListSchema },
      errors: [403],
      handler: ({ user, lang }) => listStatements(deps, user, lang),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath(WEEK_PATH),
      operationId: 'getMyStatement',
      summary: 'One week of the signed-in driver, named by the Istanbul date of its Monday (YYYY-MM-DD)',
      tag,
      access: 'user',
      params: WeekParamsSchema,
      responses: { 200: StatementSchema },
      errors: [403],
      handler: ({ user, params, lang }) => getStatement(deps, user, params.weekStart, lang),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath(`${WEEK_PATH}/rides`),
      operationId: 'listMyStatementRides',
      summary: "The rides on a week's statement (completed, or cancelled with a fee), newest first, one keyset page",
      tag,
      access: 'user',
      params: WeekParamsSchema,
      query: PageQuerySchema,
      responses: { 200: StatementRidePageSchema },
      errors: [403],
      handler: ({ user, params, query, lang }) => {
        requireDriver(user, lang)
        return statementRidePage(deps.db, user.id, weekOrBadRequest(params.weekStart, lang), query)
      },
    }),
    ...statementFileRoutes(deps),
  ]
}

/** A week's statement as files: PDF and CSV, streamed from SQL a keyset page at a time. */
function statementFileRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath(`${WEEK_PATH}/pdf`),
      operationId: 'getMyStatementPdf',
      summary: "The week's statement as a PDF (summary, then the rides)",
      tag,
      access: 'user',
      params: WeekParamsSchema,
      query: DownloadQuerySchema,
      responses: { 200: { description: 'The statement (application/pdf)', contentType: 'application/pdf' } },
      errors: [403],
      handler: async ({ user, params, query, reply, ...input }) => {
        const lang = query.lang ?? input.lang
        const statement = await getStatement(deps, user, params.weekStart, lang)
        const week = weekOrBadRequest(params.weekStart, lang)
        const body = statementPdf(deps.db, user.id, week, statement, lang, deps.now())
        return download(reply, { type: PDF_TYPE, filename: `durak-statement-${week.weekStart}.pdf` }, body)
      },
    }),
    defineRoute({
      method: 'GET',
      path: apiPath(`${WEEK_PATH}/csv`),
      operationId: 'getMyStatementCsv',
      summary: "The week's rides and summary as CSV (UTF-8 with a byte order mark)",
      tag,
      access: 'user',
      params: WeekParamsSchema,
      query: DownloadQuerySchema,
      responses: { 200: { description: 'The statement (text/csv)', contentType: 'text/csv' } },
      errors: [403],
      handler: async ({ user, params, query, reply, ...input }) => {
        const lang = query.lang ?? input.lang
        const statement = await getStatement(deps, user, params.weekStart, lang)
        const week = weekOrBadRequest(params.weekStart, lang)
        const body = statementCsv(deps.db, user.id, week, statement, lang)
        return sendCsv(reply, `durak-statement-${week.weekStart}.csv`, body)
      },
    }),
  ]
}
