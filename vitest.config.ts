import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{app,server,shared}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Server tests share one PostgreSQL database when TEST_DATABASE_URL is set.
    fileParallelism: !process.env.TEST_DATABASE_URL,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
