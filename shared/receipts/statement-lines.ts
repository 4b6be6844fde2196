import type { StatementRide, StatementWeek } from '../schemas/receipts.ts'

/**
 * The figures of a driver's week, defined once (issue 22, item 16; decisions 030 and 040) and shown
 * the same way by the overview's table, the statement page, its PDF and its CSV:
 * - **fares**: the metered fares of the week's completed rides, tolls not included;
 * - **cancellation fees**: what passengers paid for late cancellations of the driver's rides;
 * - **fare corrections**: what operations took off the driver's fares in the week (shown negative,
 *   only when there is one; decision 057);
 * - **gross** = fares + cancellation fees − fare corrections: what commission is taken on;
 * - **commission**: Durak's share of the gross, worked out once per week (shown negative);
 * - **tolls**: bridges and tunnels the driver paid on completed rides, passed on without commission;
 * - **net** = gross − commission + tolls: what the driver is paid for the week.
 * A ride's line shows its fare, fee and tolls apart, never summed into one amount.
 */
export type StatementLineKey =
  | 'completedRides'
  | 'cancellationsWithFee'
  | 'fares'
  | 'fees'
  | 'fareCorrections'
  | 'gross'
  | 'commission'
  | 'tolls'
  | 'net'

/** One line of a statement's summary: a count, or kuruş (commission negative, as it is taken off). */
export type StatementLine = { key: StatementLineKey; kind: 'count' | 'kurus'; value: number }

/** The summary lines of a week, in the order every statement shows them; the last one is net. */
export function statementLines(week: StatementWeek): StatementLine[] {
  const corrections: StatementLine[] =
    week.fareCorrectionsKurus > 0 ? [{ key: 'fareCorrections', kind: 'kurus', value: -week.fareCorrectionsKurus }] : []
  return [
    { key: 'completedRides', kind: 'count', value: week.completedRides },
    { key: 'cancellationsWithFee', kind: 'count', value: week.cancellationsWithFee },
    { key: 'fares', kind: 'kurus', value: week.faresKurus },
    { key: 'fees', kind: 'kurus', value: week.feesKurus },
    ...corrections,
    { key: 'gross', kind: 'kurus', value: week.grossKurus },
    { key: 'commission', kind: 'kurus', value: -week.commissionKurus },
    { key: 'tolls', kind: 'kurus', value: week.tollsKurus },
    { key: 'net', kind: 'kurus', value: week.netKurus },
  ]
}

/** The money columns of a week in the overview's table: the sum from gross to net, left to right. */
export const WEEK_TABLE_COLUMNS = ['gross', 'commission', 'tolls', 'net'] as const
export type WeekTableColumn = (typeof WEEK_TABLE_COLUMNS)[number]

/** A week's figure for one of the table's columns (commission negative, as on the statement). */
export function weekTableFigure(week: StatementWeek, column: WeekTableColumn): number {
  return statementLines(week).find((line) => line.key === column)!.value
}

/** The money columns of one ride on a statement, in the order the page, the PDF and the CSV show them. */
export const STATEMENT_RIDE_AMOUNTS = ['fareKurus', 'cancellationFeeKurus', 'tollsKurus'] as const

/** A ride's fare, cancellation fee and tolls, apart: the three columns add up to the summary's lines. */
export function statementRideAmounts(ride: Pick<StatementRide, (typeof STATEMENT_RIDE_AMOUNTS)[number]>): number[] {
  return STATEMENT_RIDE_AMOUNTS.map((column) => ride[column])
}
