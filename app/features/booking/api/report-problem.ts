import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { NewProblemReport, ProblemReport } from '#shared/schemas/problem-reports.ts'
import { apiFetch } from '#app/lib/api.ts'

/** A problem on the ride, to the existing problem reports (`POST /api/v1/me/problem-reports`). */
export function reportProblem(lang: Lang, report: Omit<NewProblemReport, 'statementWeek'>): Promise<ProblemReport> {
  return apiFetch<ProblemReport>(apiPath('/me/problem-reports'), { method: 'POST', body: report, lang })
}
