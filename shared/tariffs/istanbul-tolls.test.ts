import { describe, expect, it } from 'vitest'
import { crossingTollKurus, ISTANBUL_TOLLS_KURUS } from './istanbul-tolls.ts'

const DAY = new Date('2026-11-20T09:00:00Z') // 12:00 Istanbul
const NIGHT = new Date('2026-11-20T23:30:00Z') // 02:30 Istanbul

describe('crossingTollKurus', () => {
  it('charges nothing on one side of the Bosphorus', () => {
    expect(crossingTollKurus('Taksim Meydanı, Beyoğlu', 'Sultanahmet Meydanı, Fatih', DAY)).toBe(0)
    expect(crossingTollKurus('Kadıköy İskelesi, Kadıköy', 'Üsküdar Meydanı, Üsküdar', DAY)).toBe(0)
  })

  it('charges a bridge both ways between Asia and the European centre', () => {
    expect(crossingTollKurus('Kadıköy İskelesi, Kadıköy', 'Zorlu Center, Beşiktaş', DAY)).toBe(
      ISTANBUL_TOLLS_KURUS.bridge,
    )
    expect(crossingTollKurus('Levent Metro, Beşiktaş', 'Üsküdar Meydanı, Üsküdar', DAY)).toBe(
      ISTANBUL_TOLLS_KURUS.bridge,
    )
  })

  it('takes the Avrasya Tüneli from Fatih or Bakırköy, at half price at night', () => {
    expect(crossingTollKurus('Sultanahmet Meydanı, Fatih', 'Moda Cad. No: 12, Kadıköy', DAY)).toBe(28_000)
    expect(crossingTollKurus('Sabiha Gökçen Havalimanı, Pendik', 'Ataköy Marina, Bakırköy', NIGHT)).toBe(14_000)
  })
})
