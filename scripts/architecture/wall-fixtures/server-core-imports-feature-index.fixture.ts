// lint-as: server/core/wall-fixture.ts
// expect: lowerFloorImportsFeature
import { listCheckedRides } from '#server/features/rides/index.ts'
export const wrong = listCheckedRides
