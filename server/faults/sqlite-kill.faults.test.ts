import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/database.ts'
import { clientAddress, closeAgents, freePort, sleep, startServer, waitReady } from './harness.ts'
import { askDeletion, missingWrites, register, requestAndCancelRide, signedInPassenger, WriteLog } from './writes.ts'

const KILLS = 2

describe('kill -9 during committed writes (SQLite)', () => {
  afterAll(() => closeAgents())

  it(`loses no acknowledged write over ${KILLS} kills, and the file passes PRAGMA integrity_check`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'durak-kill-'))
    const log = new WriteLog()
    for (let round = 0; round < KILLS; round++) {
      const server = startServer(await freePort(), { DATA_DIR: dataDir })
      await waitReady(server.base)
      const passengers = await Promise.all([0, 1].map(() => signedInPassenger(server.base, log)))
      let killed = false
      const worker = async (w: number) => {
        while (!killed) {
          if (w < passengers.length)
            await requestAndCancelRide(server.base, log, passengers[w]!, clientAddress(50_000 + w))
          else if (w % 2) await register(server.base, log)
          else await askDeletion(server.base, log)
        }
      }
      const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)))
      await sleep(1_500 + Math.random() * 1_000)
      server.child.kill('SIGKILL')
      const exit = await server.exited
      killed = true
      await load
      expect(exit.signal).toBe('SIGKILL')
    }

    const sqlite = new SQLite(path.join(dataDir, 'durak.sqlite'))
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(sqlite.pragma('foreign_key_check')).toEqual([])
    sqlite.close()
    const handle = openDatabase({ databaseUrl: null, dataDir })
    try {
      const kinds = new Set(log.acked.map((a) => a.kind))
      expect([...kinds].sort()).toEqual(['deletion', 'registration', 'ride-cancelled', 'ride-requested'])
      expect(await missingWrites(handle.db, log.acked)).toEqual([])
    } finally {
      await handle.close()
    }
    console.info(
      `kill -9 ×${KILLS}: ${log.acked.length} acknowledged writes (registrations, deletion requests, ride requests and cancellations), ` +
        `all found; integrity_check ok; outcomes ${JSON.stringify(log.summary())}`,
    )
  })
})
