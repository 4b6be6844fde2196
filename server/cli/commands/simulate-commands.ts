import { InvalidArgumentError, type Command } from 'commander'
import { simulate } from '#server/cli/simulate/simulate.ts'
import { int, withServices, type Out } from '#server/cli/support.ts'

const positive = (max: number) => (value: string) => {
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0 || n > max)
    throw new InvalidArgumentError(`a number above 0 and at most ${max} expected.`)
  return n
}

/** `demo simulate --drivers 50 --minutes 10 [--passengers n] [--url …] [--speed n]` against a running server. */
export function addSimulateCommand(demo: Command, out: Out) {
  demo
    .command('simulate')
    .description('Simulated drivers and passengers use the running server in real time (watch the dashboards)')
    .exitOverride()
    .option('--drivers <n>', 'simulated drivers', int(1, 2_000), 50)
    .option('--passengers <n>', 'simulated passengers (default: as many as drivers)', int(1, 2_000))
    .option('--minutes <n>', 'how long to run', positive(24 * 60), 10)
    .option('--url <url>', 'the running server', `http://localhost:${process.env.PORT ?? 3000}`)
    .option('--speed <n>', 'movement speed-up for rehearsals (1 = real time)', positive(100), 1)
    .action(async (o: { drivers: number; passengers?: number; minutes: number; url: string; speed: number }) => {
      // Ctrl+C ends the run early, and the run still ends its rides and takes its drivers offline
      const stop = new AbortController()
      const abort = () => stop.abort()
      process.once('SIGINT', abort)
      process.once('SIGTERM', abort)
      try {
        await withServices((s) =>
          simulate(s, { ...o, passengers: o.passengers ?? o.drivers, signal: stop.signal }, out),
        )
      } finally {
        process.off('SIGINT', abort)
        process.off('SIGTERM', abort)
      }
    })
}
