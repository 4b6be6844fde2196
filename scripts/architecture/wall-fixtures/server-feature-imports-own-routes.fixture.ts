// lint-as: server/features/ride-lifecycle/wall-fixture.ts
// expect: nothing (a feature may gather its own routes, as ride-lifecycle/index.ts does)
import { liveRoutes } from './live.routes.ts'
export const fine = liveRoutes
