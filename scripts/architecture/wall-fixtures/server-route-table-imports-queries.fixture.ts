// lint-as: server/api-routes.ts
// expect: serverFeatureImportsInternals
import { toRide } from './features/rides/rides.queries.ts'
export const wrong = toRide
