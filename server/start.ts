import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { main } from './main.ts'
import { processLogger } from './core/logger.ts'

/** `npm start`: build the app if it is missing, then serve it. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
if (!existsSync(path.join(ROOT, process.env.BUILD_DIR ?? 'build', 'client'))) {
  processLogger().info('Building the app (first start)…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await main()
