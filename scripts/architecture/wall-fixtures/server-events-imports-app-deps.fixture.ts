// lint-as: server/events/wall-fixture.ts
// expect: lowerFloorImportsFeature
import type { AppDeps } from '#server/features/app-deps.ts'
export type Wrong = AppDeps
