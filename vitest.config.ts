import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * `npm run test:unit`: four projects, one per top folder, in one pool (decision 079). Every file runs
 * in parallel, on PostgreSQL too: each test context works in a throw-away schema of its own and its
 * event bus on that schema's NOTIFY channel (`channelFor` in server/events/pg-event-bus.ts).
 *
 * Workers: vitest's default is one fewer than the cores, so a single one on a two-core machine; at
 * least two here (decision 079 measures why). VITEST_MAX_WORKERS=N overrides it.
 */
const maxWorkers = Math.max(2, availableParallelism() - 1)

export default defineConfig({
  test: {
    // the fault and load tests start real servers: `npm run test:faults`, `npm run test:load`
    exclude: ['**/node_modules/**', '**/*.faults.test.ts', '**/*.load.test.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // `vitest run --project server` (or shared, app, scripts) runs one folder's tests
    projects: ['server', 'app', 'shared', 'scripts'].map((name) => ({
      extends: true as const,
      test: { name, include: [`${name}/**/*.test.{ts,tsx}`] },
    })),
  },
})
