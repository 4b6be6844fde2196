// lint-as: shared/wall-fixture.ts
// expect: sharedImportsSides
import { buildApp } from '#server/app.ts'
export const wrong = buildApp
