import { describe, expect, it } from 'vitest'
import { weekTotals } from './money.ts'
import { statementLines, statementRideAmounts, weekTableFigure, WEEK_TABLE_COLUMNS } from './statement-lines.ts'

const WEEK = {
  weekStart: '2026-11-16',
  startsAt: '2026-11-15T21:00:00.000Z',
  endsAt: '2026-11-22T21:00:00.000Z',
  ...weekTotals({
    completedRides: 3,
    cancellationsWithFee: 1,
    faresKurus: 84_421,
    feesKurus: 2_500,
    tollsKurus: 31_250,
  }),
}

describe('statementLines', () => {
  it('adds up: gross = fares + fees, net = gross − commission + tolls', () => {
    const value = Object.fromEntries(statementLines(WEEK).map((line) => [line.key, line.value]))
    expect(value.gross).toBe(value.fares! + value.fees!)
    expect(value.net).toBe(value.gross! + value.commission! + value.tolls!)
    expect(value.commission).toBe(-13_038)
    expect(statementLines(WEEK).map((line) => line.key)).toEqual([
      'completedRides',
      'cancellationsWithFee',
      'fares',
      'fees',
      'gross',
      'commission',
      'tolls',
      'net',
    ])
  })
})

describe('the overview table of weeks', () => {
  it('has a tolls column, so a net above the gross is explained by the columns beside it', () => {
    const row = WEEK_TABLE_COLUMNS.map((column) => weekTableFigure(WEEK, column))
    expect(WEEK_TABLE_COLUMNS).toEqual(['gross', 'commission', 'tolls', 'net'])
    const [gross, commission, tolls, net] = row
    expect(net).toBeGreaterThan(gross!)
    expect(net).toBe(gross! + commission! + tolls!)
  })
})

describe('statementRideAmounts', () => {
  it('keeps a ride’s fare, fee and tolls apart', () => {
    expect(statementRideAmounts({ fareKurus: 12_345, cancellationFeeKurus: 0, tollsKurus: 1_500 })).toEqual([
      12_345, 0, 1_500,
    ])
  })
})
