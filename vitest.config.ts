import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{app,server,shared,scripts}/**/*.test.{ts,tsx}'],
    // the fault and load tests start real servers: `npm run test:faults`, `npm run test:load`
    exclude: ['**/node_modules/**', '**/*.faults.test.ts', '**/*.load.test.ts'],
    environment: 'node',
    // Server tests share one PostgreSQL database when TEST_DATABASE_URL is set.
    fileParallelism: !process.env.TEST_DATABASE_URL,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
