// lint-as: app/features/auth/wall-fixture.tsx
// expect: featureImportsFeature
import { supportUrl } from '#app/features/support/support-url.ts'
export const wrong = supportUrl
