import type { AppDeps } from '#server/features/app-deps.ts'
import type { ApiRoute } from '#server/core/api/api-operation.ts'
import { driverRoutes } from './driver.routes.ts'
import { rideLifecycleOf } from './lifecycle-wiring.ts'
import { rideRoutes } from './rides.routes.ts'

/** Every `/api/v1` route of the ride lifecycle (passenger and driver; the live streams are live-streams'). */
export function rideLifecycleRoutes(deps: AppDeps): ApiRoute[] {
  const shared = rideLifecycleOf(deps)
  return [...rideRoutes(shared.lifecycle), ...driverRoutes(shared.lifecycle)]
}
