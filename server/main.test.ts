import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', SERVE_CLIENT: '0', LOG_LEVEL: 'info', ...env },
  })
  let output = ''
  const waiting: { pattern: RegExp; resolve: () => void }[] = []
  const onData = (data: Buffer) => {
    output += data
    for (const wait of waiting.filter((w) => w.pattern.test(output))) wait.resolve()
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  /** Resolves once the process has printed `pattern`; fails if it exits first. */
  const printed = (pattern: RegExp) =>
    Promise.race([
      new Promise<void>((resolve) => (pattern.test(output) ? resolve() : waiting.push({ pattern, resolve }))),
      exited.then((code) => Promise.reject(new Error(`exited with ${code} before ${pattern}: ${output}`))),
    ])
  return { child, exited, output: () => output, printed }
}

describe('server process', () => {
  it('stops with exit code 2 and names the bad variable', async () => {
    const server = startMain({ PORT: 'not-a-port', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'durak-main-')) })
    expect(await server.exited).toBe(2)
    expect(server.output()).toContain('PORT: must be a number')
  })

  it('serves, seeds a new embedded database, and drains and exits cleanly on SIGTERM', async () => {
    const port = String(40_000 + Math.floor(Math.random() * 20_000))
    const server = startMain({
      PORT: port,
      SHUTDOWN_DRAIN_MS: '300',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'durak-main-')),
    })
    // the line main.ts logs once it listens, instead of polling on the clock
    await server.printed(/Durak on .*\)/)
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/ready`)).ok).toBe(true)
    expect(server.output()).toContain('demo data seeded')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('SIGTERM received')
  })
})
