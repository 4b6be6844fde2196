// lint-as: server/features/me/wall-fixture.service.ts
// expect: serverFeatureImportsInternals (even a service: the index is the one door)
import { listCheckedRides } from '#server/features/rides/rides.service.ts'
export const wrong = listCheckedRides
