import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type RunningServer = { url: string; dataDir: string; env: NodeJS.ProcessEnv; stop: () => Promise<void> }

export const ROOT = path.resolve(import.meta.dirname, '..')

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Start the real built server on a free port with its own embedded database; `at` starts it again
 * where an earlier one ran (same origin, same database), as a new deploy would.
 */
export async function startServer(
  extraEnv: NodeJS.ProcessEnv = {},
  at: { port: number; dataDir: string } | null = null,
): Promise<RunningServer> {
  const port = at?.port ?? (await freePort())
  const dataDir = at?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'durak-e2e-'))
  const url = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    DEMO_DATA: '0',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // the browsers share the server's two cores, so its event loop lags for their sake, not its own
    // load: shedding would refuse the tests' requests (overload-guard.test.ts tests it in process)
    OVERLOAD_SHEDDING: '0',
    ...extraEnv,
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/api/v1/ready`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Server did not become ready in 30 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    dataDir,
    env,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
