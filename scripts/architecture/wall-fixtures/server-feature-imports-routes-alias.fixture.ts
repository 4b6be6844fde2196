// lint-as: server/features/me/wall-fixture.ts
// expect: serverFeatureImportsInternals
import { userRoutes } from '#server/features/users/users.routes.ts'
export const wrong = userRoutes
