import { z } from 'zod'

/**
 * "Share my trip" (issue 23): the passenger makes a link, `/paylasilan-yolculuk#<token>`
 * (`/en/shared-trip#<token>`). The token rides in the URL's fragment and in a POST body, never in
 * a request line, so no server or proxy log ever holds it (decision 048).
 */

/** `POST /api/v1/rides/:rideId/share`: the link's secret, shown once (only its SHA-256 is kept). */
export const TripShareLinkSchema = z
  .object({
    /** 32 random bytes, base64url (43 characters). */
    token: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'TripShareLink' })
export type TripShareLink = z.infer<typeof TripShareLinkSchema>

/** `POST /api/v1/trip-shares/view`. */
export const TripShareViewRequestSchema = z
  .object({ token: z.string({ error: 'invalid' }).min(1, 'invalid').max(100, 'tooLong') })
  .meta({ id: 'TripShareViewRequest' })

/** What a friend with the link sees while the ride is open: the taxi and where it is, nothing more. */
export const SharedTripSchema = z
  .object({
    /** REQUESTED, ASSIGNED, ARRIVED or IN_PROGRESS. */
    status: z.string(),
    /** null until a driver is assigned. */
    plate: z.string().nullable(),
    vehicle: z.object({ brand: z.string().nullable(), model: z.string().nullable(), color: z.string().nullable() }),
    driverFirstName: z.string().nullable(),
    /** Who shared the ride, by first name only (issue 30). */
    passengerFirstName: z.string().nullable(),
    /** The taxi's latest reported position while assigned, arrived or in progress. */
    position: z.object({ lat: z.number(), lng: z.number(), at: z.iso.datetime() }).nullable(),
    pickup: z.object({ address: z.string() }),
    dropoff: z.object({ address: z.string() }).nullable(),
    /** The newer of the last status change and the last position. */
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SharedTrip' })
export type SharedTrip = z.infer<typeof SharedTripSchema>
