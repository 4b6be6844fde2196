import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The fault tests' world: the real server as a child process (as in production) and an HTTP client
 * that reports how each request ended, including the socket errors a fetch would hide.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const FAULTS_SECRET = 'faults-secret-that-is-long-enough-0123456789abcdef'

export type ServerProcess = {
  child: ChildProcess
  port: number
  base: string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  output: () => string
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** `node --import tsx server/main.ts` with its own port and database; PUBLIC_URL is its own address. */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      AUTH_SECRET: FAULTS_SECRET,
      DATABASE_URL: '',
      DEMO_DATA: '0',
      SERVE_CLIENT: '0',
      LOG_LEVEL: 'warn',
      // the fault runs request and cancel rides in a tight loop as one passenger
      RIDE_REQUEST_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, port, base, exited, output: () => output }
}

/** Resolves once `/api/v1/ready` answers 200. */
export async function waitReady(base: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    const answer = await send(base, 'GET', '/api/v1/ready')
    if (answer.status === 200) return
    await sleep(100)
  }
  throw new Error(`${base} did not become ready in ${timeoutMs} ms`)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** How a request ended: a status, or the socket error's code (ECONNREFUSED, ECONNRESET…). */
export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; error?: string }

const failed = (error: NodeJS.ErrnoException): Answer => ({
  status: 0,
  headers: {},
  body: '',
  error: error.code ?? error.message,
})

const agents = new Map<string, http.Agent>()
/** One keep-alive agent per source address, so connections are reused as a browser would. */
function agentFor(from: string): http.Agent {
  let agent = agents.get(from)
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 8, localAddress: from })
    agents.set(from, agent)
  }
  return agent
}

export function closeAgents() {
  for (const agent of agents.values()) agent.destroy()
  agents.clear()
}

export type SendOptions = { body?: unknown; headers?: Record<string, string>; from?: string; timeoutMs?: number }

/**
 * One request; `from` is the source address (any of 127.0.0.0/8 on Linux), so each simulated client
 * has its own address for the per-address limits. State changes carry the server's own Origin.
 */
export function send(base: string, method: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const from = options.from ?? '127.0.0.1'
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  const headers: Record<string, string> = { origin: base, ...options.headers }
  if (payload !== undefined) headers['content-type'] = 'application/json'
  return new Promise((resolve) => {
    const request = http.request(`${base}${path}`, { method, headers, agent: agentFor(from) }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
      response.on('error', (error: NodeJS.ErrnoException) => resolve(failed(error)))
    })
    request.setTimeout(options.timeoutMs ?? 30_000, () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    )
    request.on('error', (error: NodeJS.ErrnoException) => resolve(failed(error)))
    request.end(payload)
  })
}

/** The n-th simulated client's own address: 127.1.x.y. */
export const clientAddress = (n: number) =>
  `127.${1 + Math.floor(n / 65_000)}.${Math.floor((n % 65_000) / 250)}.${1 + (n % 250)}`
