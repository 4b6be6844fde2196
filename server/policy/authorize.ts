import { isStaff, type UserType } from '#shared/constants.ts'
import type { Lang } from '#shared/routes.ts'
import { LocalizedHttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'

/**
 * Who may do what to a ride, a driver's document or an account, answered in one place (decision
 * 081, after Outline's policies). `authorize()` is pure: the caller loads the resource, asks, and
 * throws the refusal (`refusalError()`) or lets `requireAllowed()` do it. The refusals are the API's
 * answers of before the policy, status, code and words unchanged.
 */

/** Who asks: a signed-in user (staff say whether this session passed two-factor sign-in), or nobody. */
export type Actor = { id: string; userType: UserType | null; twoFactor?: boolean } | null

/** What is asked about; a ride without ids is rides in general (requesting one, driving). */
export type Resource =
  | { type: 'ride'; passengerId?: string; driverId?: string | null }
  | { type: 'driverDocument'; driverId: string }
  | { type: 'account'; id: string; userType: string | null }

/** The actions of each resource. */
export type Actions = {
  /** request: book a ride; drive: a driver's moves (online, offers, accept, steps, complete); read: see one ride. */
  ride: 'request' | 'drive' | 'read'
  /** record: a driver records their own document or its scan; readScan: open a document's scan. */
  driverDocument: 'record' | 'readScan'
  /** Staff switch an account off or on again (issue 14). */
  account: 'deactivate' | 'reactivate'
}
export type Action = Actions[keyof Actions]

/** The words of each refusal, from the catalogs the API already used. */
const REFUSAL_WORDS = {
  unauthorized: (lang: Lang) => serverT(lang)('api.unauthorized'),
  forbidden: (lang: Lang) => serverT(lang)('api.forbidden'),
  twoFactorRequired: (lang: Lang) => serverT(lang, 'admin')('api.twoFactorRequired'),
  passengerOnly: (lang: Lang) => serverT(lang, 'rides')('errors.passengerOnly'),
  driverOnly: (lang: Lang) => serverT(lang, 'rides')('errors.driverOnly'),
  rideNotFound: (lang: Lang) => serverT(lang, 'rides')('errors.notFound'),
  selfChange: (lang: Lang) => serverT(lang, 'admin')('api.selfChange'),
} satisfies Record<string, (lang: Lang) => string>

export type Refusal = { allowed: false; status: 401 | 403 | 404 | 409; code: string; words: keyof typeof REFUSAL_WORDS }
export type Decision = { allowed: true } | Refusal

const ALLOW: Decision = { allowed: true }
const refuse = (status: Refusal['status'], code: string, words: Refusal['words']): Refusal => ({
  allowed: false,
  status,
  code,
  words,
})
const UNAUTHORIZED = refuse(401, 'UNAUTHORIZED', 'unauthorized')
const FORBIDDEN = refuse(403, 'FORBIDDEN', 'forbidden')
const TWO_FACTOR_REQUIRED = refuse(403, 'TWO_FACTOR_REQUIRED', 'twoFactorRequired')
/** A ride the caller is not on does not exist for them: ids reveal nothing. */
const RIDE_NOT_FOUND = refuse(404, 'RIDE_NOT_FOUND', 'rideNotFound')

/** The role a signed-in user acts in: staff (ADMIN, SUPPORT), driver, or else passenger (as the state machine sees them). */
type Role = 'PASSENGER' | 'DRIVER' | 'STAFF'
const roleOf = (actor: NonNullable<Actor>): Role =>
  actor.userType === 'DRIVER' ? 'DRIVER' : isStaff(actor.userType) ? 'STAFF' : 'PASSENGER'
/** Staff act only from a session that entered a two-factor code (decisions 023 and 041). */
const lacksTwoFactor = (actor: NonNullable<Actor>) => roleOf(actor) === 'STAFF' && !actor.twoFactor

/** May `actor` do `action` to `resource`? Allowed, or the refusal the API answers with. */
export function authorize<R extends Resource>(actor: Actor, action: Actions[R['type']], resource: R): Decision {
  if (!actor) return UNAUTHORIZED
  switch (resource.type) {
    case 'ride':
      return rideDecision(actor, action as Actions['ride'], resource)
    case 'driverDocument':
      return documentDecision(actor, action as Actions['driverDocument'], resource)
    case 'account':
      return accountDecision(actor, action as Actions['account'], resource)
  }
}

function rideDecision(actor: NonNullable<Actor>, action: Actions['ride'], ride: Resource & { type: 'ride' }) {
  const role = roleOf(actor)
  if (lacksTwoFactor(actor)) return TWO_FACTOR_REQUIRED
  if (action === 'request') return role === 'PASSENGER' ? ALLOW : refuse(403, 'PASSENGER_ONLY', 'passengerOnly')
  if (action === 'drive') return role === 'DRIVER' ? ALLOW : refuse(403, 'DRIVER_ONLY', 'driverOnly')
  // read: the ride's passenger, its driver, and operations (staff)
  const isOnIt =
    role === 'STAFF' ||
    (role === 'PASSENGER' && ride.passengerId === actor.id) ||
    (role === 'DRIVER' && ride.driverId === actor.id)
  return isOnIt ? ALLOW : RIDE_NOT_FOUND
}

function documentDecision(
  actor: NonNullable<Actor>,
  action: Actions['driverDocument'],
  document: Resource & { type: 'driverDocument' },
) {
  const role = roleOf(actor)
  const isOwner = role === 'DRIVER' && document.driverId === actor.id
  // record: the driver's own routes (/me/documents), refused to anybody but a driver, staff too
  if (action === 'record')
    return role !== 'DRIVER' ? refuse(403, 'DRIVER_ONLY', 'forbidden') : isOwner ? ALLOW : FORBIDDEN
  // readScan: the driver who owns it, and staff (their views audited)
  if (lacksTwoFactor(actor)) return TWO_FACTOR_REQUIRED
  return role === 'STAFF' || isOwner ? ALLOW : FORBIDDEN
}

function accountDecision(
  actor: NonNullable<Actor>,
  action: Actions['account'],
  account: Resource & { type: 'account' },
) {
  if (roleOf(actor) !== 'STAFF') return FORBIDDEN
  if (lacksTwoFactor(actor)) return TWO_FACTOR_REQUIRED
  // a staff account is changed by an ADMIN only; nobody deactivates their own
  if (isStaff(account.userType) && actor.userType !== 'ADMIN') return FORBIDDEN
  if (action === 'deactivate' && account.id === actor.id) return refuse(409, 'SELF_CHANGE', 'selfChange')
  return ALLOW
}

/** The refusal as the error the API answers, in the caller's language. */
export function refusalError(refusal: Refusal): LocalizedHttpError {
  return new LocalizedHttpError(refusal.status, refusal.code, REFUSAL_WORDS[refusal.words])
}

/** `actor` once allowed (a route goes on with it); the refusal thrown otherwise. */
export function requireAllowed<A extends NonNullable<Actor>, R extends Resource>(
  actor: A,
  action: Actions[R['type']],
  resource: R,
): A {
  const decision = authorize(actor, action, resource)
  if (!decision.allowed) throw refusalError(decision)
  return actor
}

/** The lifecycle's caller (already past two-factor when operations) as the policy's actor. */
export function actorOfCaller(caller: { id: string; actor: 'passenger' | 'driver' | 'operations' }): Actor {
  const userType = caller.actor === 'driver' ? 'DRIVER' : caller.actor === 'operations' ? 'SUPPORT' : 'PASSENGER'
  return { id: caller.id, userType, twoFactor: caller.actor === 'operations' }
}

/** Rides in general: what a passenger requests and a driver drives. */
export const RIDES = { type: 'ride' } as const satisfies Resource
