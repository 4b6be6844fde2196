import type { Pool } from 'undici'
import { signedOf } from './live-common.ts'
import { answerOf } from './open-loop.ts'
import type { openStream } from './sse-client.ts'

type Stream = Awaited<ReturnType<typeof openStream>>

/** Milliseconds from `due` to the `offer` of `rideId` on a driver's stream, or null after 10 s. */
export function offerArrival(stream: Stream, rideId: string, due: number): Promise<number | null> {
  return stream
    .next(
      due,
      (e) => e.type === 'offer' && (e.data as { offer?: { rideId?: string } }).offer?.rideId === rideId,
      10_000,
    )
    .then(
      (event) => event.at - due,
      () => null,
    )
}

/** Cancels the benches' rides (free while requested), so dispatch does not offer them again later. */
export async function cancelRides(rides: { id: string; passenger: string; pool: Pool }[], reason: string) {
  await Promise.all(
    rides.map((ride) =>
      answerOf(ride.pool, {
        method: 'POST',
        path: `/api/v1/rides/${ride.id}/cancel`,
        headers: {
          authorization: `Bearer ${encodeURIComponent(signedOf(ride.passenger))}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ reason }),
      }).catch(() => null),
    ),
  )
}
