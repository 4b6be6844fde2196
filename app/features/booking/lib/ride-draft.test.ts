import { describe, expect, it } from 'vitest'
import { EMPTY_DRAFT } from './draft-storage.ts'
import { requestBodyOf } from './ride-draft.ts'

const pickup = { address: 'Rıhtım Caddesi 1', lat: 40.99, lng: 29.02 }

describe('the ride request body', () => {
  it('needs a pickup with words and a pin', () => {
    expect(requestBodyOf(EMPTY_DRAFT)).toBeNull()
    expect(requestBodyOf({ ...EMPTY_DRAFT, pickup: { ...pickup, lat: null } })).toBeNull()
    expect(requestBodyOf({ ...EMPTY_DRAFT, pickup: { ...pickup, address: '  ' } })).toBeNull()
  })

  it('leaves the destination out when there is none, and sends the typed address', () => {
    const body = requestBodyOf({ ...EMPTY_DRAFT, pickup: { ...pickup, address: ' Rıhtım Caddesi 1, kapı 3 ' } })
    expect(body).toEqual({
      pickup: { address: 'Rıhtım Caddesi 1, kapı 3', lat: 40.99, lng: 29.02 },
      city: 'Istanbul',
      paymentMethod: 'CASH',
    })
  })

  it('sends a destination that has a pin', () => {
    const dropoff = { address: 'Moda Sahili', lat: 40.98, lng: 29.03 }
    expect(requestBodyOf({ ...EMPTY_DRAFT, pickup, dropoff, paymentMethod: 'CARD' })).toMatchObject({
      dropoff,
      paymentMethod: 'CARD',
    })
  })
})
