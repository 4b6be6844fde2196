// lint-as: app/features/dashboard/wall-fixture.ts
// expect: appImportsServer
import { buildApp } from '#server/app.ts'
export const wrong = buildApp
