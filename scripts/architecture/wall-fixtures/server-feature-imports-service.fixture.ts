// lint-as: server/features/me/wall-fixture.service.ts
// expect: nothing (another feature's service is the furthest a feature may reach)
import { listCheckedRides } from '#server/features/rides/rides.service.ts'
export const fine = listCheckedRides
