import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { percentile, runPaced } from './measure.ts'

/** A server that answers at once, except that it blocks its event loop once for `stallMs`. */
async function serverWithStall(stallAtRequest: number, stallMs: number) {
  let seen = 0
  const server = http.createServer((_request, response) => {
    if (++seen === stallAtRequest) {
      const until = Date.now() + stallMs
      while (Date.now() < until); // the kind of pause a long GC or a slow statement makes
    }
    response.end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }
}

describe('runPaced', () => {
  let close: (() => void) | undefined
  afterEach(() => close?.())

  it('sends at the fixed rate and counts a stall against every request it delayed, from when each was due', async () => {
    const { server, url } = await serverWithStall(100, 200)
    close = () => server.close()
    const sample = await runPaced({ url }, { rate: 200, durationSeconds: 2, connections: 4 }, null)
    expect(sample.errors).toBe(0)
    expect(sample.requests).toBe(400)
    expect(sample.requestsPerSecond).toBeGreaterThan(150)
    // A 200 ms stall at 200 req/s delays the ~40 requests due meanwhile (10% of 400): p99 must show
    // it, although only 4 connections each saw one slow answer (a closed loop would report ~4 slow).
    expect(sample.p99Ms).toBeGreaterThan(100)
    expect(sample.p50Ms).toBeLessThan(50)
  })

  it('counts answers other than 200 as errors', async () => {
    const server = http.createServer((_request, response) => response.writeHead(500).end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => server.close()
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const sample = await runPaced({ url }, { rate: 100, durationSeconds: 0.5, connections: 2 }, null)
    expect(sample.errors).toBe(50)
  })
})

describe('percentile', () => {
  const thirty = Array.from({ length: 30 }, (_, i) => (i + 1) * 10)

  it('takes the nearest rank: p95 of 30 values is the 29th, p50 the 15th', () => {
    expect(percentile(thirty, 0.95)).toBe(290)
    expect(percentile(thirty, 0.5)).toBe(150)
  })

  it('gives the largest value for p100 and the smallest for p0', () => {
    expect(percentile(thirty, 1)).toBe(300)
    expect(percentile(thirty, 0)).toBe(10)
  })

  it('gives NaN for no values', () => {
    expect(percentile([], 0.95)).toBeNaN()
  })
})
