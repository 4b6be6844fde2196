// lint-as: server/features/me/wall-fixture.service.ts
// expect: nothing (another feature's index.ts is its public face)
import { listCheckedRides } from '#server/features/rides/index.ts'
export const fine = listCheckedRides
