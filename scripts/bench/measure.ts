import { readFileSync } from 'node:fs'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import autocannon, { type Request } from 'autocannon'

/** What one autocannon run of one target gives. */
export type Sample = {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  requests: number
  /** Highest resident set size of the measured server during the run, MB (null when not sampled). */
  rssMb: number | null
}

export type Load = {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** Give every request its own X-Forwarded-For (sign-in: the per-address limit would answer 429). */
  distinctClientIps?: boolean
}

export type RunOptions = { connections: number; durationSeconds: number; overallRate?: number }

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) / 1024 : null
  } catch {
    return null
  }
}

function randomIp(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250)
  return `10.${byte()}.${byte()}.${byte()}`
}

/** One autocannon run; samples the server's RSS every 100 ms while it lasts. */
export async function run(load: Load, options: RunOptions, serverPid: number | null): Promise<Sample> {
  let peak: number | null = null
  const sample = () => {
    const value = serverPid ? rssMb(serverPid) : null
    if (value !== null) peak = Math.max(peak ?? 0, value)
  }
  sample()
  const timer = setInterval(sample, 100)
  try {
    const result = await autocannon({
      url: load.url,
      connections: options.connections,
      duration: options.durationSeconds,
      ...(options.overallRate ? { overallRate: options.overallRate } : {}),
      method: load.method ?? 'GET',
      headers: load.headers,
      body: load.body,
      ...(load.distinctClientIps
        ? {
            requests: [
              {
                setupRequest: (request: Request): Request => ({
                  ...request,
                  headers: { ...request.headers, 'x-forwarded-for': randomIp() },
                }),
              },
            ],
          }
        : {}),
    })
    return {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      requests: result.requests.total,
      rssMb: peak,
    }
  } finally {
    clearInterval(timer)
    sample()
  }
}

/**
 * A fixed rate, open loop: request i is due at start + i/rate (one every millisecond at 1,000/s)
 * and its latency is counted from when it was due, not from when a free connection sent it, so a
 * stall the server causes shows in every request it delayed (the coordinated-omission correction
 * wrk2 makes). autocannon's `overallRate` does not do this: each connection sends its quota for
 * the second back to back as soon as the second starts, so "500 req/s" is a burst of 500 at full
 * concurrency followed by silence (mcollina/autocannon#174), and its correction uses an expected
 * interval of `ceil(1/rate)` ms (1 ms) where the interval is 1000/rate ms, so one slow answer adds
 * dozens of synthetic samples. docs/performance-history/2026-11-24-bench-method.md, "Fixed rates".
 */
export async function runPaced(
  load: Load,
  options: { rate: number; durationSeconds: number; connections: number },
  serverPid: number | null,
): Promise<Sample> {
  if (load.method === 'POST' || load.distinctClientIps) throw new Error('runPaced measures GETs')
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const total = Math.round(options.rate * options.durationSeconds)
  const latencies: number[] = []
  let errors = 0
  let peak: number | null = null
  const sampleRss = () => {
    const value = serverPid ? rssMb(serverPid) : null
    if (value !== null) peak = Math.max(peak ?? 0, value)
  }
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(load.url, { agent, headers: load.headers }, (response) => {
        response.resume()
        response.once('end', () => {
          if (response.statusCode !== 200) errors++
          latencies.push(performance.now() - due)
          resolve()
        })
      })
      request.once('error', () => {
        errors++
        resolve()
      })
    })
  const rssTimer = setInterval(sampleRss, 100)
  const inFlight: Promise<void>[] = []
  const start = performance.now()
  let sent = 0
  try {
    // Each tick sends every request whose time has come; Node's timers fire about once a millisecond.
    await new Promise<void>((resolve) => {
      const tick = () => {
        const dueNow = Math.min(total, Math.floor(((performance.now() - start) * options.rate) / 1000) + 1)
        while (sent < dueNow) inFlight.push(send(start + (sent++ * 1000) / options.rate))
        if (sent < total) setTimeout(tick, 1)
        else resolve()
      }
      tick()
    })
    await Promise.all(inFlight)
  } finally {
    clearInterval(rssTimer)
    sampleRss()
    agent.destroy()
  }
  const elapsedSeconds = (performance.now() - start) / 1000
  const sorted = latencies.sort((a, b) => a - b)
  const at = (q: number) => percentile(sorted, q)
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50Ms: Math.round(at(0.5) * 10) / 10,
    p99Ms: Math.round(at(0.99) * 10) / 10,
    errors,
    requests: latencies.length,
    rssMb: peak,
  }
}

/**
 * The nearest-rank percentile of values sorted ascending: the smallest value that at least
 * `q` (0–1) of them do not exceed (p95 of 30 values is the 29th); NaN for no values.
 */
export function percentile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** Median, minimum and maximum of a figure over the rounds. */
export type Spread = { median: number; min: number; max: number }

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! }
}
