// lint-as: shared/wall-fixture.ts
// expect: sharedImportsNode
import { readFile } from 'fs/promises'
export const wrong = readFile
