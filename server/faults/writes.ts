import { PRIVACY_NOTICE_VERSION } from '#shared/constants.ts'
import { randomUUID } from 'node:crypto'
import type { Db } from '#server/db/database.ts'
import { clientAddress, send, type Answer } from './harness.ts'

/**
 * Committed writes a client saw succeed, and the check that each one is in the database afterwards.
 * Registrations and deletion requests come from many addresses (each stays under its per-address
 * limit); ride transitions from signed-in passengers (request, then cancel).
 */
export type Ack = { kind: 'registration' | 'deletion' | 'ride-requested' | 'ride-cancelled'; key: string }

let nextNumber = 0

export class WriteLog {
  readonly acked: Ack[] = []
  readonly outcomes = new Map<string, number>()

  /**
   * A fresh number for a unique e-mail, phone and client address of its own: counted across every
   * log of the run, since a phone already registered by an earlier test is refused (decision 039).
   */
  take(): number {
    return nextNumber++
  }

  record(answer: Answer, ack?: Ack) {
    const outcome = answer.error ?? String(answer.status)
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1)
    if (ack && answer.status >= 200 && answer.status < 300) this.acked.push(ack)
  }

  count(outcome: string) {
    return this.outcomes.get(outcome) ?? 0
  }

  summary() {
    return Object.fromEntries([...this.outcomes].sort())
  }
}

export const PASSWORD = 'Faults-Pw-7351'
const run = randomUUID().slice(0, 8)
export const emailOf = (n: number, kind = 'user') => `${kind}-${run}-${n}@faults.durak.test`

export function registrationBody(n: number) {
  const phone = `05${String(300_000_000 + n).padStart(9, '0')}`
  return {
    firstName: 'Arıza',
    lastName: `Deneme ${n}`,
    email: emailOf(n),
    phone,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    city: 'Istanbul',
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  }
}

/** POST /api/v1/register from the n-th address. */
export async function register(base: string, log: WriteLog, n = log.take()): Promise<Answer> {
  const answer = await send(base, 'POST', '/api/v1/register', { body: registrationBody(n), from: clientAddress(n) })
  log.record(answer, { kind: 'registration', key: emailOf(n) })
  return answer
}

/** POST /api/v1/account-deletion-requests from the n-th address. */
export async function askDeletion(base: string, log: WriteLog, n = log.take()): Promise<Answer> {
  const email = emailOf(n, 'deletion')
  const body = { email, firstName: 'Arıza', lastName: `Silme ${n}`, reason: 'Arıza testi' }
  const answer = await send(base, 'POST', '/api/v1/account-deletion-requests', { body, from: clientAddress(n) })
  log.record(answer, { kind: 'deletion', key: email })
  return answer
}

/** Registers and signs in a passenger; returns the session cookie. */
export async function signedInPassenger(base: string, log: WriteLog): Promise<string> {
  const n = log.take()
  const registered = await register(base, log, n)
  if (registered.status !== 201)
    throw new Error(`registration answered ${registered.status}: ${registered.error ?? registered.body}`)
  return signIn(base, emailOf(n), PASSWORD, clientAddress(n))
}

export async function signIn(base: string, email: string, password: string, from: string): Promise<string> {
  const answer = await send(base, 'POST', '/api/auth/sign-in/email', { body: { email, password }, from })
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.error ?? answer.body}`)
  const cookies = [answer.headers['set-cookie'] ?? []].flat()
  return cookies.map((c) => c.split(';')[0]).join('; ')
}

const place = (address: string, lat: number, lng: number) => ({ address, lat, lng })
const RIDE = {
  pickup: place('Kadıköy İskele', 40.9909, 29.0235),
  dropoff: place('Beşiktaş Meydan', 41.0422, 29.0083),
  city: 'Istanbul',
  paymentMethod: 'CASH',
}

/** One ride requested, then cancelled, by a signed-in passenger: two transitions. */
export async function requestAndCancelRide(base: string, log: WriteLog, cookie: string, from: string) {
  const headers = { cookie, 'idempotency-key': randomUUID() }
  const requested = await send(base, 'POST', '/api/v1/rides', { body: RIDE, headers, from })
  const rideId = requested.status === 201 ? (JSON.parse(requested.body) as { id: string }).id : ''
  log.record(requested, { kind: 'ride-requested', key: rideId })
  if (!rideId) return
  const cancelled = await send(base, 'POST', `/api/v1/rides/${rideId}/cancel`, {
    body: { reason: 'Arıza testi' },
    headers: { cookie },
    from,
  })
  log.record(cancelled, { kind: 'ride-cancelled', key: rideId })
}

/** Every acknowledged write that the database does not hold (an empty list: nothing lost). */
export async function missingWrites(db: Db, acked: readonly Ack[]): Promise<Ack[]> {
  const users = new Set((await db.selectFrom('users').select('email').execute()).map((r) => r.email))
  const deletions = new Set(
    (await db.selectFrom('account_deletion_requests').select('email').execute()).map((r) => r.email),
  )
  const rides = new Map((await db.selectFrom('rides').select(['id', 'status']).execute()).map((r) => [r.id, r.status]))
  const cancelEvents = new Set(
    (await db.selectFrom('ride_events').select('rideId').where('toStatus', '=', 'CANCELLED').execute()).map(
      (r) => r.rideId,
    ),
  )
  return acked.filter((ack) => {
    if (ack.kind === 'registration') return !users.has(ack.key)
    if (ack.kind === 'deletion') return !deletions.has(ack.key)
    if (ack.kind === 'ride-requested') return !rides.has(ack.key)
    return rides.get(ack.key) !== 'CANCELLED' || !cancelEvents.has(ack.key)
  })
}
