// lint-as: server/features/me/wall-fixture.ts
// expect: serverFeatureImportsRoutes
import { rideRoutes } from '#server/features/rides/rides.routes.ts'
export const wrong = rideRoutes
