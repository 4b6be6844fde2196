// lint-as: shared/schemas/wall-fixture.ts
// expect: sharedImportsNode
import path from 'path'
export const wrong = path.join
