// lint-as: server/features/admin-rides/wall-fixture.service.ts
// expect: serverFeatureImportsInternals
import { toRide } from '#server/features/rides/rides.queries.ts'
export const wrong = toRide
