import { defineConfig } from 'vitest/config'

/**
 * `npm run test:faults`: the real server as a child process under faults (SIGTERM under load, kill -9,
 * a PostgreSQL restart, two instances on one database). One file at a time: each starts its own
 * servers and measures timings that a busy machine would blur.
 */
export default defineConfig({
  test: {
    include: ['server/faults/**/*.faults.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
})
