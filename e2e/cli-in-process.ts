import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type * as CliMain from '#server/cli/cli.ts'
import { ROOT } from './server.ts'

const run = promisify(execFile)

// Loaded on the first call only: a spec that never creates a user does not load the server's code.
let loaded: Promise<typeof CliMain> | null = null
// One call at a time in a worker: each runs with its own environment in process.env.
let queue: Promise<unknown> = Promise.resolve()

/**
 * The operations CLI run inside the test worker (decision 076): the same commander program as
 * `server/cli/cli.ts`, what it prints on stdout returned. A non-zero exit rejects with what it
 * printed on stderr, as the process did.
 */
export function runCliInProcess(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  // without it the CLI would quietly use ./data, and the test server would never see the user
  if (!env.DATA_DIR) return Promise.reject(new Error('cli(): no data folder (E2E_DATA_DIR unset?)'))
  const result = queue.then(() => withEnvironment(env, () => runOnce(args)))
  queue = result.catch(() => undefined)
  return result
}

async function runOnce(args: string[]): Promise<string> {
  loaded ??= import('#server/cli/cli.ts')
  const { runCli } = await loaded
  const stdout: string[] = []
  const stderr: string[] = []
  const code = await runCli(
    args,
    (line) => stdout.push(`${line}\n`),
    (line) => stderr.push(`${line}\n`),
  )
  if (code !== 0) {
    const error = new Error(`Command failed (exit ${code}): durak ${args.join(' ')}\n${stderr.join('')}`)
    throw Object.assign(error, { code, stdout: stdout.join(''), stderr: stderr.join('') })
  }
  return stdout.join('')
}

/**
 * The commands read their configuration from process.env (loadEnv), as the process did: the call's
 * values are set there for its duration and put back after. Set in process.env itself, not passed
 * down, so no copy of a module and no lost async context can send a user to the default ./data.
 */
async function withEnvironment<T>(env: NodeJS.ProcessEnv, fn: () => Promise<T>): Promise<T> {
  const keys = [...new Set([...Object.keys(env), ...Object.keys(process.env)])].filter(
    (key) => env[key] !== process.env[key],
  )
  const saved = new Map(keys.map((key) => [key, process.env[key]]))
  const set = (key: string, value: string | undefined) => {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  for (const key of keys) set(key, env[key])
  try {
    return await fn()
  } finally {
    for (const [key, value] of saved) set(key, value)
  }
}

/** The CLI as a child process, as before decision 076 (`E2E_CLI_PROCESS=1`: to compare or to rule it out). */
export async function runCliProcess(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/cli/cli.ts', ...args], { cwd: ROOT, env })
  return stdout
}
