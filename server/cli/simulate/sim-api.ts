import { randomUUID } from 'node:crypto'
import type { Offer, RideDetail } from '#shared/schemas/rides-api.ts'

/** What the simulator reads from answers: a ride, or a driver's offers. */
export type SimBody = (Partial<RideDetail> & { items?: Offer[] }) | null

/** A JSON call to the running server as one app user (bearer token), like the mobile apps. */
export type SimApi = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: SimBody }>

export function simApi(baseUrl: string, token: string, stats: SimStats): SimApi {
  return async (method, path, body, headers = {}) => {
    stats.requests++
    try {
      const response = await fetch(new URL(path, baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'accept-language': 'tr',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      if (response.status >= 500) stats.serverErrors++
      return { status: response.status, body: text ? (JSON.parse(text) as SimBody) : null }
    } catch {
      stats.networkErrors++
      return { status: 0, body: null }
    }
  }
}

export type SimStats = {
  requests: number
  serverErrors: number
  networkErrors: number
  positions: number
  rideRequests: number
  accepted: number
  acceptLost: number
  completed: number
  cancelledByPassenger: number
  /** Rides a simulated driver let go of when he saw the passenger had cancelled. */
  droppedByPassenger: number
  releasedByDriver: number
  expired: number
}

export const emptyStats = (): SimStats => ({
  requests: 0,
  serverErrors: 0,
  networkErrors: 0,
  positions: 0,
  rideRequests: 0,
  accepted: 0,
  acceptLost: 0,
  completed: 0,
  cancelledByPassenger: 0,
  droppedByPassenger: 0,
  releasedByDriver: 0,
  expired: 0,
})

export const newKey = () => randomUUID()
