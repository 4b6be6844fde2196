import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runCliInProcess } from '#e2e/cli-in-process.ts'

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'durak-cli-'))
const envFor = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '0' })
const createUser = (email: string) => [
  'user',
  'create',
  '--type',
  'passenger',
  '--email',
  email,
  '--password',
  'secret1',
  '--first-name',
  'Ayşe',
  '--last-name',
  'Kaya',
]

/** The e2e helper runs the CLI inside the test worker (decision 076): each call on its own data folder. */
describe('the CLI in-process', () => {
  afterEach(() => void vi.unstubAllEnvs())

  it('writes to the data folder it is given, not the one in process.env, even when calls overlap', async () => {
    vi.stubEnv('DATA_DIR', freshDir())
    vi.stubEnv('DATABASE_URL', '')
    const [a, b] = [freshDir(), freshDir()]
    const [outA, outB] = await Promise.all([
      runCliInProcess(createUser('ayse@x.com'), envFor(a)),
      runCliInProcess(createUser('ayse@x.com'), envFor(b)),
    ])
    // what the process printed on stdout, line by line: the e2e helpers read the id from it
    expect(outA).toMatch(/^Created PASSENGER ayse@x\.com \(id [^)]+\)\n$/)
    expect(outB).toMatch(/^Created PASSENGER ayse@x\.com \(id [^)]+\)\n$/)
    await expect(runCliInProcess(createUser('ayse@x.com'), envFor(a))).rejects.toThrow(/error: .*ayse@x\.com/)
    // process.env's folder never saw the address
    expect(await runCliInProcess(createUser('ayse@x.com'), { ...process.env })).toMatch(/^Created PASSENGER/)
  }, 60_000) // four fresh databases migrated on a shared machine

  it('rejects with what the CLI says on stderr when commander refuses the input', async () => {
    await expect(runCliInProcess(['user', 'create', '--type', 'pilot'], envFor(freshDir()))).rejects.toThrow(
      /Command failed \(exit 2\): durak user create --type pilot\nerror: /,
    )
  })
})
