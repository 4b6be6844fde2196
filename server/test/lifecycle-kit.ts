import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { sweep as runSweep } from '#server/features/ride-lifecycle/dispatch.service.ts'
import { PUBLIC_URL, randomIp, type TestContext } from './context.ts'
import { signInStaff } from './staff-sign-in.ts'

/** Helpers for the ride-lifecycle API tests: people, positions far apart per scene, calls. */

export type Person = { id: string; email: string; password: string; cookie: string }

export const json = (response: LightMyRequestResponse) => JSON.parse(response.body)

/** Each scene happens ~50 km from the others, so dispatch never mixes their drivers. */
export function sceneOrigin(scene: number) {
  return { lat: 38 + scene * 0.5, lng: 29 }
}
/** Each test's own spot, at least 100 km from the others (inside Türkiye), so dispatch never mixes them. */
export const farApartPlace = (i: number) => ({ lat: 37 + (i % 5), lng: 28 + Math.floor(i / 5) * 2 })
/** A completed ride's figures far above any tariff: the fare check flags them. */
export const ABSURD_FARE = { fareLira: 99_999.99, distanceMetres: 1_000, durationSeconds: 300 }
export const near = (origin: { lat: number; lng: number }, metresNorth: number) => ({
  lat: origin.lat + metresNorth / 111_195,
  lng: origin.lng,
})

export function lifecycleKit(ctx: () => TestContext) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: Person | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx().app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: {
        origin: PUBLIC_URL,
        'x-forwarded-for': randomIp(),
        ...(who ? { cookie: who.cookie } : {}),
        ...headers,
      },
    })

  async function person(type: 'PASSENGER' | 'DRIVER' | 'ADMIN', extra: Record<string, unknown> = {}): Promise<Person> {
    const user = await ctx().createUser({
      type,
      firstName: type === 'DRIVER' ? 'Mehmet' : 'Ayşe',
      lastName: type === 'DRIVER' ? 'Demir' : 'Yılmaz',
      ...(type === 'DRIVER'
        ? {
            driver: {
              isVerified: true,
              vehicle: {
                brand: 'Fiat',
                model: 'Egea',
                plate: `34 T ${Math.floor(Math.random() * 9000 + 1000)}`,
                color: 'Sarı',
              },
            },
          }
        : {}),
      ...extra,
    })
    return { ...user, cookie: type === 'ADMIN' ? await signInStaff(ctx(), user) : await ctx().signIn(user) }
  }

  /** A verified driver online at a position. */
  async function onlineDriver(at: { lat: number; lng: number }, extra: Record<string, unknown> = {}): Promise<Person> {
    const driver = await person('DRIVER', extra)
    const response = await call('POST', '/api/v1/driver/online', driver, at)
    if (response.statusCode !== 200) throw new Error(`online failed: ${response.body}`)
    return driver
  }

  function rideRequest(origin: { lat: number; lng: number }) {
    return {
      pickup: { address: 'Taksim Meydanı, Beyoğlu', ...origin },
      dropoff: { address: 'Kadıköy İskelesi', lat: origin.lat - 0.04, lng: origin.lng + 0.04 },
      city: 'Istanbul',
      paymentMethod: 'CARD',
    }
  }

  async function requestRide(
    passenger: Person,
    origin: { lat: number; lng: number },
    key = randomUUID(),
  ): Promise<string> {
    const response = await call('POST', '/api/v1/rides', passenger, rideRequest(origin), { 'idempotency-key': key })
    if (response.statusCode !== 201) throw new Error(`request failed: ${response.body}`)
    return json(response).id
  }

  const step = (rideId: string, action: string, driver: Person, payload: unknown = {}) =>
    call('POST', `/api/v1/rides/${rideId}/${action}`, driver, payload)

  /** Move the app's clock (the context's `now` Date is what `deps.now()` returns). */
  const advance = (ms: number) => ctx().now.setTime(ctx().now.getTime() + ms)

  const sweep = () => runSweep(ctx().app.rideLifecycle)

  return { call, person, onlineDriver, rideRequest, requestRide, step, advance, sweep }
}
