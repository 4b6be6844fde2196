// lint-as: app/features/dashboard/components/wall-fixture.tsx
// expect: featureImportsFeature
import { supportUrl } from '../../support/support-url.ts'
export const wrong = supportUrl
