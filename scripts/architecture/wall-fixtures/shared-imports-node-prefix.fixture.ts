// lint-as: shared/wall-fixture.ts
// expect: sharedImportsNode
import { randomUUID } from 'node:crypto'
export const wrong = randomUUID
