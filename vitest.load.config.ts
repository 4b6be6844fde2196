import { defineConfig } from 'vitest/config'

/** `npm run test:load`: 1,000 requests/s for 60 s against a signed-in dashboard endpoint (opt-in; see docs/security.md). */
export default defineConfig({
  test: {
    include: ['server/faults/**/*.load.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
})
