import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import Fastify from 'fastify'
import pg from 'pg'
import type { CapturedQuery } from '#server/test/query-capture.ts'

/**
 * The benchmark's references, in a process of their own (started by scripts/bench/main.ts):
 * - GET /json/<endpoint>: a bare Fastify route sending the product's answer from memory;
 * - GET /sql/<endpoint>: a bare Fastify route running the SELECTs the product ran for that
 *   answer (session, user, rides), statements prepared once, and sending their rows as JSON;
 * - a plain `node:http` server sending the built pages and assets from memory.
 * It prints {"fastify": port, "static": port} when it listens.
 */
export type ReferenceSpec = {
  dialect: 'sqlite' | 'postgres'
  sqliteFile: string | null
  databaseUrl: string | null
  clientDir: string
  endpoints: Record<string, { body: string; statements: CapturedQuery[] }>
}

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as ReferenceSpec

type Runner = () => Promise<unknown[]>

function sqliteRunner(statements: CapturedQuery[]): Runner {
  const sqlite = new SQLite(spec.sqliteFile!, { readonly: true })
  // better-sqlite3 binds numbers, strings and buffers: booleans as 0/1, as the product's driver does
  const bindable = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value)
  const prepared = statements.map((s) => ({ statement: sqlite.prepare(s.sql), parameters: s.parameters.map(bindable) }))
  return async () => prepared.map((p) => p.statement.all(...p.parameters))
}

const pool = spec.databaseUrl ? new pg.Pool({ connectionString: spec.databaseUrl, max: 10 }) : null
let statementNumber = 0
function postgresRunner(statements: CapturedQuery[]): Runner {
  // A named statement is parsed and planned once per connection, then only bound and run.
  const named = statements.map((s) => ({
    name: `ref_${statementNumber++}`,
    text: s.sql,
    values: s.parameters as unknown[],
  }))
  return async () => {
    const results: unknown[] = []
    for (const query of named) results.push((await pool!.query(query)).rows)
    return results
  }
}

const app = Fastify({ logger: false })
for (const [name, endpoint] of Object.entries(spec.endpoints)) {
  const body = endpoint.body
  app.get(`/json/${name}`, (_request, reply) => {
    void reply.type('application/json; charset=utf-8').send(body)
  })
  const runner = spec.dialect === 'postgres' ? postgresRunner(endpoint.statements) : sqliteRunner(endpoint.statements)
  app.get(`/sql/${name}`, async () => ({ results: await runner() }))
}

type StaticFile = { body: Buffer; br: Buffer | null; type: string; cacheControl: string }
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
}
const files = new Map<string, StaticFile>()
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) walk(file)
    else if (!/\.(br|gz)$/.test(name)) {
      const rel = '/' + path.relative(spec.clientDir, file).split(path.sep).join('/')
      const urlPath = rel.endsWith('/index.html') ? rel.slice(0, -'/index.html'.length) || '/' : rel
      const brFile = `${file}.br`
      files.set(urlPath, {
        body: readFileSync(file),
        br: statSync(brFile, { throwIfNoEntry: false }) ? readFileSync(brFile) : null,
        type: TYPES[path.extname(name)] ?? 'application/octet-stream',
        cacheControl: rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
    }
  }
}
walk(spec.clientDir)
const staticServer = createServer((request: IncomingMessage, response: ServerResponse) => {
  const file = files.get((request.url ?? '/').split('?')[0]!)
  if (!file) {
    response.writeHead(404).end()
    return
  }
  const useBr = file.br !== null && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))
  const body = useBr ? file.br! : file.body
  response.writeHead(200, {
    'content-type': file.type,
    'content-length': body.length,
    'cache-control': file.cacheControl,
    ...(useBr ? { 'content-encoding': 'br', vary: 'accept-encoding' } : {}),
  })
  response.end(body)
})

await app.listen({ port: 0, host: '127.0.0.1' })
await new Promise<void>((resolve) => staticServer.listen(0, '127.0.0.1', resolve))
const portOf = (address: unknown) => (address as { port: number }).port
console.log(JSON.stringify({ fastify: portOf(app.server.address()), static: portOf(staticServer.address()) }))
