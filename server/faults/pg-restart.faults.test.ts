import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/database.ts'
import {
  closeAgents,
  freePort,
  send,
  sleep,
  startServer,
  waitReady,
  type Answer,
  type ServerProcess,
} from './harness.ts'
import { findPgBin, startPgCluster, type PgCluster } from './pg-cluster.ts'
import { askDeletion, missingWrites, register, WriteLog } from './writes.ts'

const { bin, reason } = findPgBin()
if (!bin) console.warn(`PostgreSQL fault tests skipped: ${reason}`)
const TIMEOUT_MS = 2_000

type Sent = { at: number; answer: Answer }

/** Writers and a readiness poller against one server until `stop()`. */
function loadOn(server: ServerProcess, log: WriteLog, workers = 6) {
  let stopped = false
  const sent: Sent[] = []
  const readiness: { at: number; status: number }[] = []
  const writer = async (w: number) => {
    while (!stopped) {
      const at = Date.now()
      const answer = w % 2 ? await register(server.base, log) : await askDeletion(server.base, log)
      sent.push({ at, answer })
      if (answer.status !== 201) await sleep(50)
    }
  }
  const poller = async () => {
    while (!stopped) {
      const at = Date.now()
      readiness.push({ at, status: (await send(server.base, 'GET', '/api/v1/ready', { from: '127.0.0.3' })).status })
      await sleep(50)
    }
  }
  const running = Promise.all([...Array.from({ length: workers }, (_, w) => writer(w)), poller()])
  return { sent, readiness, stop: async () => ((stopped = true), await running) }
}

const between = <T extends { at: number }>(list: T[], from: number, to: number) =>
  list.filter((x) => x.at >= from && x.at < to)

describe.skipIf(!bin)(
  `PostgreSQL stopped, restarted and frozen under load${bin ? '' : ` — skipped: ${reason}`}`,
  () => {
    let cluster: PgCluster
    let server: ServerProcess
    beforeAll(async () => {
      cluster = await startPgCluster(bin!, await freePort())
      await cluster.createDatabase('durak')
      const env = {
        DATABASE_URL: cluster.urlOf('durak'),
        DATABASE_TIMEOUT_MS: String(TIMEOUT_MS),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'durak-pgf-')),
      }
      server = startServer(await freePort(), env)
      await waitReady(server.base)
    })
    afterAll(async () => {
      server?.child.kill('SIGKILL')
      await cluster?.destroy()
      closeAgents()
    })

    it('restart: readiness and writes 503 with Retry-After while down, back by itself within 5 s, no 200 that did not commit', async () => {
      const log = new WriteLog()
      const load = loadOn(server, log)
      await sleep(1_500)
      await cluster.stop()
      const downAt = Date.now()
      await sleep(2_500)
      const restartAt = Date.now()
      await cluster.start()
      const upAt = Date.now()
      await sleep(5_000)
      await load.stop()

      expect(server.child.exitCode, server.output().slice(-3000)).toBeNull()
      const outcomes = log.summary()
      expect(Object.keys(outcomes).filter((o) => !['200', '201', '503'].includes(o))).toEqual([])
      // while it is down: every write and every readiness check a clean 503 with Retry-After
      const down = between(load.sent, downAt + 100, restartAt)
      expect(down.length).toBeGreaterThan(10)
      expect(
        down.map((s) => `${s.answer.status} ${s.answer.headers['retry-after']}`).filter((x) => x !== '503 5'),
      ).toEqual([])
      expect(
        between(load.readiness, downAt + 100, restartAt)
          .map((r) => r.status)
          .filter((s) => s !== 503),
      ).toEqual([])
      // back by itself: a write sent within 5 s of the database's return succeeds
      const firstBack = load.sent.find((s) => s.at >= upAt && s.answer.status === 201)
      expect(firstBack, 'no successful write after the restart').toBeDefined()
      expect(firstBack!.at - upAt).toBeLessThan(5_000)
      const readyAgain = load.readiness.find((r) => r.at >= upAt && r.status === 200)
      expect(readyAgain!.at - upAt).toBeLessThan(5_000)

      const handle = openDatabase({ databaseUrl: cluster.urlOf('durak'), dataDir: tmpdir() })
      try {
        expect(log.acked.length).toBeGreaterThan(20)
        expect(await missingWrites(handle.db, log.acked)).toEqual([])
      } finally {
        await handle.close()
      }
      console.info(
        `PostgreSQL restart: ${load.sent.length} writes ${JSON.stringify(outcomes)}; ${down.length} sent while down, all 503 + Retry-After; ` +
          `first success ${firstBack!.at - upAt} ms after the database was back, ready again after ${readyAgain!.at - upAt} ms; ` +
          `${log.acked.length} acknowledged writes, none lost`,
      )
    })

    it('frozen (SIGSTOP): requests answer 503 within the timeouts instead of hanging, and recover on SIGCONT', async () => {
      await waitReady(server.base)
      const log = new WriteLog()
      const pids = cluster.pids()
      expect(pids.length).toBeGreaterThan(2)
      for (const pid of pids) process.kill(pid, 'SIGSTOP')
      const frozenAt = Date.now()
      let answers: Answer[]
      try {
        answers = await Promise.all([
          ...Array.from({ length: 4 }, () => register(server.base, log)),
          ...Array.from({ length: 4 }, () => askDeletion(server.base, log)),
          send(server.base, 'GET', '/api/v1/ready', { timeoutMs: 20_000 }),
        ])
      } finally {
        for (const pid of pids) process.kill(pid, 'SIGCONT')
      }
      const tookMs = Date.now() - frozenAt
      expect(answers.map((a) => a.status)).toEqual(Array(9).fill(503))
      // connect gives up after 3 s, a query after DATABASE_TIMEOUT_MS + 2 s: nothing waits much longer
      expect(tookMs).toBeLessThan(TIMEOUT_MS + 2_000 + 3_000)
      await waitReady(server.base, 5_000)
      expect((await register(server.base, log)).status).toBe(201)
      console.info(`PostgreSQL frozen: 9 requests answered 503 within ${tookMs} ms; served again after SIGCONT`)
    })
  },
)
