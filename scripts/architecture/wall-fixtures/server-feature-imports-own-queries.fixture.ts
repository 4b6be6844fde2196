// lint-as: server/features/rides/wall-fixture.service.ts
// expect: nothing (a feature's own files are its own)
import { toRide } from './rides.queries.ts'
export const fine = toRide
