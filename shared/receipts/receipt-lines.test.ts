import { describe, expect, it } from 'vitest'
import { hasReceipt } from './receipt-number.ts'
import { receiptLines } from './receipt-lines.ts'

describe('the money lines of a receipt', () => {
  it('lists fare and tolls of a completed ride, and a fee only when there was one', () => {
    expect(
      receiptLines({ status: 'COMPLETED', fareKurus: 12_345, tollsKurus: 1_500, cancellationFeeKurus: 0 }),
    ).toEqual([
      { key: 'fare', kurus: 12_345 },
      { key: 'tolls', kurus: 1_500 },
    ])
  })
  it('gives a cancelled ride the fee alone', () => {
    expect(receiptLines({ status: 'CANCELLED', fareKurus: 0, tollsKurus: 0, cancellationFeeKurus: 2_500 })).toEqual([
      { key: 'cancellationFee', kurus: 2_500 },
    ])
  })
  it('has receipts for completed rides and paid cancellations only', () => {
    expect(hasReceipt({ status: 'COMPLETED' })).toBe(true)
    expect(hasReceipt({ status: 'CANCELLED', cancellationFeeKurus: 2_500 })).toBe(true)
    expect(hasReceipt({ status: 'CANCELLED', cancellationFeeKurus: 0 })).toBe(false)
    expect(hasReceipt({ status: 'IN_PROGRESS' })).toBe(false)
  })
})
