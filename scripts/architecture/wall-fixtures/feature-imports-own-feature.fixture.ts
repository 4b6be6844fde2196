// lint-as: app/features/support/wall-fixture.tsx
// expect: nothing (a feature may import its own pieces)
import { supportUrl } from './support-url.ts'
export const fine = supportUrl
