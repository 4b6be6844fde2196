// lint-as: server/features/statements/wall-fixture.service.ts
// expect: serverFeatureImportsInternals
import { healthRoutes } from '../health/health.routes.ts'
export const wrong = healthRoutes
