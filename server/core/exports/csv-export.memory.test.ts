import http from 'node:http'
import type { AddressInfo } from 'node:net'
import v8 from 'node:v8'
import vm from 'node:vm'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateScaleData, SCALE_ACCOUNTS } from '#server/features/scale/scale.service.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { signInStaff } from '#server/test/staff-sign-in.ts'

const RIDES = 200_000

/**
 * Issue 14: "a list of 1,000,000 rides exports without loading them all into memory". 200,000
 * generated rides are exported through a real socket, read slowly as a browser would; the heap
 * may not grow by more than a fraction of the CSV's size while it streams.
 */
describe.each(DIALECTS)('CSV export of a large list on %s', (dialect) => {
  let ctx: TestContext
  let cookie: string
  let port: number
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
    const sizes = { rides: RIDES, passengers: 2_000, drivers: 200, heavyPassengerRides: 1_000, heavyDriverRides: 1_000 }
    await generateScaleData(ctx, { ...sizes, password: 'secret-123', seed: 11, batchSize: 5_000 })
    if (dialect === 'postgres') await sql`analyze`.execute(ctx.db)
    cookie = await signInStaff(ctx, { email: SCALE_ACCOUNTS.admin, password: 'secret-123' })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    port = (ctx.app.server.address() as AddressInfo).port
  }, 600_000)
  afterAll(async () => ctx?.destroy())

  it('streams every ride with a heap growth well under the data size', async () => {
    // live memory, not garbage: a full collection before each sample
    v8.setFlagsFromString('--expose_gc')
    const gc = vm.runInNewContext('gc') as () => void
    gc()
    const baseline = process.memoryUsage().heapUsed
    let peak = baseline
    let bytes = 0
    let lines = 0
    let nextSample = 0
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/admin/rides/export',
          headers: { cookie, 'accept-encoding': 'identity' },
        },
        (response) => {
          expect(response.statusCode).toBe(200)
          expect(response.headers['content-disposition']).toContain('attachment')
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length
            for (const byte of chunk) if (byte === 10) lines++
            if (bytes >= nextSample) {
              nextSample = bytes + 2e6
              gc()
              peak = Math.max(peak, process.memoryUsage().heapUsed)
            }
          })
          response.on('end', resolve)
          response.on('error', reject)
        },
      )
      request.on('error', reject)
    })
    expect(lines).toBe(RIDES + 1) // the header row and every ride
    const growth = peak - baseline
    console.info(`CSV ${(bytes / 1e6).toFixed(1)} MB, heap growth ${(growth / 1e6).toFixed(1)} MB (${dialect})`)
    expect(bytes).toBeGreaterThan(20e6)
    // holding the rides (or the CSV) would take more than the CSV's size; a keyset batch is ~1,000 rows
    expect(growth).toBeLessThan(bytes / 5)
  }, 600_000)
})
