import { describe, expect, it } from 'vitest'
import { hasReceipt } from './receipt-number.ts'
import { receipts } from '../i18n/tr/receipts.ts'
import { receiptAdjustmentLines, receiptDetails, receiptLines } from './receipt-lines.ts'

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

describe('the detail lines of a receipt, one list for the page and the PDF', () => {
  const receipt = {
    receiptNumber: 'DRK-20261117-ABCDEF12',
    rideId: 'abcdef12',
    status: 'COMPLETED' as const,
    createdAt: '2026-11-17T09:00:00Z',
    pickupAddress: 'Kadıköy İskele',
    dropoffAddress: 'Şişli Camii',
    distanceMetres: 5235,
    durationSeconds: 870,
    driverName: null,
    vehiclePlate: '34 ŞĞ 123',
    paymentMethod: 'CARD',
    fareKurus: 12_345,
    tollsKurus: 1_500,
    cancellationFeeKurus: 0,
    totalKurus: 13_845,
    refundedKurus: 0,
    creditedKurus: 0,
  }
  // the catalog's own words, with {{values}} filled in as i18next does
  const t = (key: string, values: Record<string, unknown> = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], receipts)
    return String(text).replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]))
  }

  it('gives date, route, distance, duration, driver, plate and payment method in words, in order', () => {
    expect(receiptDetails(receipt, 'tr', t, 'Belirtilmedi')).toEqual([
      [receipts.date, '17 Kas 2026 12:00'],
      [receipts.pickup, 'Kadıköy İskele'],
      [receipts.dropoff, 'Şişli Camii'],
      [receipts.distance, t('distanceValue', { km: '5,24' })],
      [receipts.duration, t('durationValue', { minutes: 15 })],
      [receipts.driver, receipts.notRecorded],
      [receipts.plate, '34 ŞĞ 123'],
      [receipts.paymentMethod, receipts.paymentMethods.CARD],
    ])
  })
  it('says the given word where the passenger gave no destination', () => {
    expect(receiptDetails({ ...receipt, dropoffAddress: null }, 'tr', t, 'Belirtilmedi')[2]).toEqual([
      receipts.dropoff,
      'Belirtilmedi',
    ])
  })
  it('says "not recorded" for a ride with no payment method', () => {
    expect(receiptDetails({ ...receipt, paymentMethod: null }, 'tr', t, 'Belirtilmedi').at(-1)).toEqual([
      receipts.paymentMethod,
      receipts.notRecorded,
    ])
  })
})

describe('receiptAdjustmentLines (issue 25)', () => {
  it('shows nothing when there was neither a refund nor a credit', () => {
    expect(receiptAdjustmentLines({ totalKurus: 13_845, refundedKurus: 0, creditedKurus: 0 })).toEqual([])
  })

  it('shows a refund as negative, what the ride cost after it, and a credit', () => {
    expect(receiptAdjustmentLines({ totalKurus: 13_845, refundedKurus: 4_000, creditedKurus: 2_500 })).toEqual([
      { key: 'refunded', kurus: -4_000 },
      { key: 'paidAfterRefunds', kurus: 9_845 },
      { key: 'credited', kurus: 2_500 },
    ])
  })
})
