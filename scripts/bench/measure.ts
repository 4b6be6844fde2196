import { readFileSync } from 'node:fs'
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

/** Median, minimum and maximum of a figure over the rounds. */
export type Spread = { median: number; min: number; max: number }

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! }
}
