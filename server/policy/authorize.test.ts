import { describe, expect, it } from 'vitest'
import { rides as ridesEn } from '#shared/i18n/en/rides.ts'
import { rides as ridesTr } from '#shared/i18n/tr/rides.ts'
import { admin as adminEn } from '#shared/i18n/en/admin.ts'
import { admin as adminTr } from '#shared/i18n/tr/admin.ts'
import { actorOfCaller, authorize, refusalError, RIDES, type Action, type Actor, type Resource } from './authorize.ts'

/** Who asks: every role, nobody, and staff whose session has not entered a two-factor code yet. */
const ACTORS = {
  anonymous: null,
  PASSENGER: { id: 'p1', userType: 'PASSENGER' },
  DRIVER: { id: 'd1', userType: 'DRIVER' },
  ADMIN: { id: 'a1', userType: 'ADMIN', twoFactor: true },
  SUPPORT: { id: 's1', userType: 'SUPPORT', twoFactor: true },
  'SUPPORT before two-factor': { id: 's1', userType: 'SUPPORT', twoFactor: false },
} satisfies Record<string, Actor>
type ActorName = keyof typeof ACTORS

/** Every resource and action, as seen by the one asking (`me`). */
const COLUMNS: [string, Action, (me: Actor) => Resource][] = [
  ['rides', 'request', () => RIDES],
  ['rides', 'drive', () => RIDES],
  ['a ride they booked', 'read', (me) => ({ type: 'ride', passengerId: me?.id ?? 'p1', driverId: 'd2' })],
  ['a ride they drive', 'read', (me) => ({ type: 'ride', passengerId: 'p2', driverId: me?.id ?? 'd1' })],
  ["another's ride", 'read', () => ({ type: 'ride', passengerId: 'p2', driverId: 'd2' })],
  ['their document', 'record', (me) => ({ type: 'driverDocument', driverId: me?.id ?? 'd1' })],
  ['their document', 'readScan', (me) => ({ type: 'driverDocument', driverId: me?.id ?? 'd1' })],
  ["another driver's document", 'record', () => ({ type: 'driverDocument', driverId: 'd2' })],
  ["another driver's document", 'readScan', () => ({ type: 'driverDocument', driverId: 'd2' })],
  ['a passenger account', 'deactivate', () => ({ type: 'account', id: 'p2', userType: 'PASSENGER' })],
  ['a passenger account', 'reactivate', () => ({ type: 'account', id: 'p2', userType: 'PASSENGER' })],
  ['a staff account', 'deactivate', () => ({ type: 'account', id: 's2', userType: 'SUPPORT' })],
  ['a staff account', 'reactivate', () => ({ type: 'account', id: 's2', userType: 'SUPPORT' })],
  ['their own account', 'deactivate', (me) => ({ type: 'account', id: me?.id ?? 'x', userType: me?.userType ?? null })],
  ['their own account', 'reactivate', (me) => ({ type: 'account', id: me?.id ?? 'x', userType: me?.userType ?? null })],
]

const ok = 'allow'
const NOT_PASSENGER = 'PASSENGER_ONLY'
const NOT_DRIVER = 'DRIVER_ONLY'
const NO_RIDE = 'RIDE_NOT_FOUND'
const NO = 'FORBIDDEN'
const TWO_FA = 'TWO_FACTOR_REQUIRED'
const SELF = 'SELF_CHANGE'
const ANON = 'UNAUTHORIZED'

/** One row per actor, one answer per column above: `allow` or the refusal's code (the API's, unchanged). */
// prettier-ignore
const EXPECTED: Record<ActorName, string[]> = {
  //                         request        drive       booked   drives   other    doc: rec    scan  other: rec  scan  pass: de re  staff: de re  own: de  re
  anonymous:                   [ANON,         ANON,       ANON,    ANON,    ANON,    ANON,       ANON, ANON,       ANON, ANON, ANON,  ANON, ANON,   ANON,    ANON],
  PASSENGER:                   [ok,           NOT_DRIVER, ok,      NO_RIDE, NO_RIDE, NOT_DRIVER, NO,   NOT_DRIVER, NO,   NO,   NO,    NO,   NO,     NO,      NO],
  DRIVER:                      [NOT_PASSENGER, ok,        NO_RIDE, ok,      NO_RIDE, ok,         ok,   NO,         NO,   NO,   NO,    NO,   NO,     NO,      NO],
  ADMIN:                       [NOT_PASSENGER, NOT_DRIVER, ok,     ok,      ok,      NOT_DRIVER, ok,   NOT_DRIVER, ok,   ok,   ok,    ok,   ok,     SELF,    ok],
  SUPPORT:                     [NOT_PASSENGER, NOT_DRIVER, ok,     ok,      ok,      NOT_DRIVER, ok,   NOT_DRIVER, ok,   ok,   ok,    NO,   NO,     NO,      NO],
  'SUPPORT before two-factor': [TWO_FA,       TWO_FA,     TWO_FA,  TWO_FA,  TWO_FA,  NOT_DRIVER, TWO_FA, NOT_DRIVER, TWO_FA, TWO_FA, TWO_FA, TWO_FA, TWO_FA, TWO_FA, TWO_FA],
}

const CASES = (Object.keys(ACTORS) as ActorName[]).flatMap((name) =>
  COLUMNS.map(([resource, action, make], i) => ({ name, action, resource, make, expected: EXPECTED[name][i]! })),
)

describe('authorize(): who may do what to a ride, a driver document or an account', () => {
  it('has an answer for every actor against every resource and action', () => {
    for (const name of Object.keys(ACTORS) as ActorName[]) expect([name, EXPECTED[name].length]).toEqual([name, 15])
    expect(COLUMNS).toHaveLength(15)
    expect(CASES).toHaveLength(6 * 15)
  })

  it.each(CASES)('$name: $action $resource → $expected', ({ name, action, make, expected }) => {
    const actor = ACTORS[name]
    const decision = authorize(actor, action, make(actor))
    expect(decision.allowed ? 'allow' : decision.code).toBe(expected)
  })

  it('answers each refusal with the status the API used before the policy', () => {
    const statuses = new Map<string, number>()
    for (const { name, action, make } of CASES) {
      const decision = authorize(ACTORS[name], action, make(ACTORS[name]))
      if (!decision.allowed) statuses.set(decision.code, decision.status)
    }
    expect(Object.fromEntries(statuses)).toEqual({
      UNAUTHORIZED: 401,
      PASSENGER_ONLY: 403,
      DRIVER_ONLY: 403,
      FORBIDDEN: 403,
      TWO_FACTOR_REQUIRED: 403,
      RIDE_NOT_FOUND: 404,
      SELF_CHANGE: 409,
    })
  })

  it('says each refusal in the caller’s words, Turkish and English, from the catalogs', () => {
    const wordsOf = (actor: Actor, action: Action, resource: Resource) => {
      const decision = authorize(actor, action, resource)
      if (decision.allowed) throw new Error('expected a refusal')
      const error = refusalError(decision)
      return [error.localized('tr'), error.localized('en')]
    }
    expect(wordsOf(ACTORS.DRIVER, 'request', RIDES)).toEqual([
      ridesTr.errors.passengerOnly,
      ridesEn.errors.passengerOnly,
    ])
    expect(wordsOf(ACTORS.PASSENGER, 'drive', RIDES)).toEqual([ridesTr.errors.driverOnly, ridesEn.errors.driverOnly])
    expect(wordsOf(ACTORS.PASSENGER, 'read', { type: 'ride', passengerId: 'p2', driverId: null })).toEqual([
      ridesTr.errors.notFound,
      ridesEn.errors.notFound,
    ])
    expect(wordsOf(ACTORS['SUPPORT before two-factor'], 'read', RIDES)).toEqual([
      adminTr.api.twoFactorRequired,
      adminEn.api.twoFactorRequired,
    ])
    expect(wordsOf(ACTORS.ADMIN, 'deactivate', { type: 'account', id: 'a1', userType: 'ADMIN' })).toEqual([
      adminTr.api.selfChange,
      adminEn.api.selfChange,
    ])
  })

  it('sees the lifecycle’s operations caller as staff past two-factor, and its passengers and drivers as themselves', () => {
    const ride = { type: 'ride', passengerId: 'p2', driverId: 'd2' } as const
    expect(authorize(actorOfCaller({ id: 'a1', actor: 'operations' }), 'read', ride)).toEqual({ allowed: true })
    expect(authorize(actorOfCaller({ id: 'p2', actor: 'passenger' }), 'read', ride)).toEqual({ allowed: true })
    expect(authorize(actorOfCaller({ id: 'd2', actor: 'driver' }), 'read', ride)).toEqual({ allowed: true })
    expect(authorize(actorOfCaller({ id: 'd2', actor: 'passenger' }), 'read', ride)).toMatchObject({
      code: 'RIDE_NOT_FOUND',
    })
  })
})
