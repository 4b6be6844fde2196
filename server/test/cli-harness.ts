import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, vi } from 'vitest'
import { runCli } from '#server/cli/cli.ts'

/**
 * The CLI against a fresh embedded database for each test (same configuration as the server:
 * DATA_DIR), its lines collected in `lines` (emptied before each test) and its stderr silenced.
 */
export function cliOnFreshDatabase() {
  const lines: string[] = []
  beforeEach(() => {
    lines.length = 0
    vi.stubEnv('DATA_DIR', mkdtempSync(path.join(tmpdir(), 'durak-cli-')))
    vi.stubEnv('DATABASE_URL', '')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })
  return { lines, run: (args: string[]) => runCli(args, (line) => lines.push(line)) }
}
