// lint-as: server/demo/wall-fixture.ts
// expect: serverFeatureImportsInternals
import { createUser } from '#server/features/users/users.service.ts'
export const wrong = createUser
