// lint-as: shared/wall-fixture.ts
// expect: sharedImportsSides
import { apiFetch } from '../app/lib/api.ts'
export const wrong = apiFetch
