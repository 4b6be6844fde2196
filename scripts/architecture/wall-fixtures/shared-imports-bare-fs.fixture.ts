// lint-as: shared/wall-fixture.ts
// expect: sharedImportsNode
import { readFileSync } from 'fs'
export const wrong = readFileSync
