// lint-as: server/db/wall-fixture.ts
// expect: lowerFloorImportsFeature
import { createUser } from '../features/users/index.ts'
export const wrong = createUser
