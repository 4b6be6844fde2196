import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './server.ts'

/**
 * `npm run test:e2e`: browser tests need Debian's Chromium. Without it they are reported as skipped
 * with the install hint, unless REQUIRE_BROWSER=1 (CI) makes that a failure.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  const hint = `Chromium not found at ${chromium}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(`Browser tests required but cannot run. ${hint}`)
    process.exit(1)
  }
  console.warn(`Browser tests skipped. ${hint}`)
  console.log('0 passed, 0 failed, 1 skipped')
  process.exit(0)
}
if (
  !existsSync(path.join(ROOT, process.env.BUILD_DIR ?? 'build', 'client', 'index.html')) ||
  process.env.E2E_REBUILD === '1'
) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
})
process.exit(result.status ?? 1)
