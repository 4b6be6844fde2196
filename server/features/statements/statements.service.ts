import type { Lang } from '#shared/routes.ts'
import { COMMISSION_RATE_BASIS_POINTS, weekTotals, type WeekFigures } from '#shared/receipts/money.ts'
import { lastWeeks, parseWeekStart, type WeekRange } from '#shared/receipts/week.ts'
import type { StatementList, StatementWeek } from '#shared/schemas/receipts.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { SessionUser } from '#server/core/session.ts'
import { weekFareCorrectionsKurus } from '#server/features/adjustments/index.ts'
import { weekFigures } from './statements.queries.ts'

/** Weeks in the list of past statements and the earnings chart. */
export const STATEMENT_WEEKS = 12

/** Statements are a driver's own: anybody else gets 403. */
export function requireDriver(user: SessionUser, lang: Lang) {
  if (user.userType !== 'DRIVER')
    throw new HttpError(403, 'DRIVERS_ONLY', serverT(lang, 'statements')('api.driversOnly'))
}

/** The week a path names by its Monday, or a 400 saying how to name it. */
export function weekOrBadRequest(weekStart: string, lang: Lang): WeekRange {
  const week = parseWeekStart(weekStart)
  if (!week) {
    const message = serverT(lang, 'statements')('api.invalidWeek')
    throw new HttpError(400, 'INVALID_WEEK', message, { weekStart: 'invalidWeek' })
  }
  return week
}

/** A week's statement figures: the database's sums, then gross, commission and net in kuruş. */
export function toStatementWeek(week: WeekRange, figures: WeekFigures): StatementWeek {
  return { weekStart: week.weekStart, startsAt: week.startIso, endsAt: week.endIso, ...weekTotals(figures) }
}

/** The database's sums of each week with the fare corrections operations made in it (decision 057). */
async function figuresWithCorrections(deps: AppDeps, driverId: string, weeks: readonly WeekRange[]) {
  const [figures, corrections] = await Promise.all([
    weekFigures(deps.db, driverId, weeks),
    Promise.all(weeks.map((week) => weekFareCorrectionsKurus(deps.db, driverId, week))),
  ])
  return figures.map((f, i): WeekFigures => ({ ...f, fareCorrectionsKurus: corrections[i]! }))
}

/** The last 12 weeks of the driver's statements, oldest first (the list and the chart). */
export async function listStatements(deps: AppDeps, user: SessionUser, lang: Lang): Promise<StatementList> {
  requireDriver(user, lang)
  const weeks = lastWeeks(deps.now(), STATEMENT_WEEKS)
  const figures = await figuresWithCorrections(deps, user.id, weeks)
  return {
    commissionRateBasisPoints: COMMISSION_RATE_BASIS_POINTS,
    weeks: weeks.map((w, i) => toStatementWeek(w, figures[i]!)),
  }
}

/** One week's statement of the signed-in driver. */
export async function getStatement(deps: AppDeps, user: SessionUser, weekStart: string, lang: Lang) {
  requireDriver(user, lang)
  const week = weekOrBadRequest(weekStart, lang)
  const [figures] = await figuresWithCorrections(deps, user.id, [week])
  return { commissionRateBasisPoints: COMMISSION_RATE_BASIS_POINTS, week: toStatementWeek(week, figures!) }
}
