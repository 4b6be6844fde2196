import { type Command, InvalidArgumentError } from 'commander'
import cliProgress from 'cli-progress'
import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts'
import { generateScaleData, ScaleDataExistsError, type ScaleProgress } from '#server/features/scale/index.ts'
import { UsageError, withServices, type Out } from '#server/cli/support.ts'

const count = (min: number, max: number) => (value: string) => {
  const n = Number(value.replace(/_/g, ''))
  if (!/^\d[\d_]*$/.test(value) || n < min || n > max)
    throw new InvalidArgumentError(`a whole number from ${min} to ${max} expected.`)
  return n
}

/** A progress bar per phase with rate and ETA; on a non-terminal, one line per phase instead. */
function progressReporter(out: Out) {
  const isTty = Boolean(process.stderr.isTTY)
  let bar: cliProgress.SingleBar | null = null
  let phase: ScaleProgress['phase'] | null = null
  let phaseStart = Date.now()
  const finishPhase = () => {
    bar?.stop()
    bar = null
    if (phase) out(`${phase}: done in ${((Date.now() - phaseStart) / 1000).toFixed(1)} s`)
  }
  return {
    update(progress: ScaleProgress) {
      if (progress.phase !== phase) {
        finishPhase()
        phase = progress.phase
        phaseStart = Date.now()
        if (isTty) {
          bar = new cliProgress.SingleBar(
            {
              format: `${progress.phase.padEnd(5)} [{bar}] {percentage}% | {value}/{total} | {speed}/s | ETA {eta_formatted}`,
              etaBuffer: 20,
            },
            cliProgress.Presets.shades_classic,
          )
          bar.start(progress.total, 0, { speed: 0 })
        }
      }
      const seconds = (Date.now() - phaseStart) / 1000
      bar?.update(progress.done, { speed: seconds > 0 ? Math.round(progress.done / seconds) : 0 })
    },
    finish: finishPhase,
  }
}

/** `demo scale`: the load-test data set (docs/performance.md), on SQLite or PostgreSQL. */
export function addDemoScaleCommand(demo: Command, out: Out) {
  demo
    .command('scale')
    .description('Generate a large data set for load tests: passengers, drivers, rides over two years')
    .exitOverride()
    .option('--rides <n>', 'rides in all', count(0, 100_000_000), 1_000_000)
    .option('--passengers <n>', 'passengers (the first is the heavy one)', count(1, 10_000_000), 50_000)
    .option('--drivers <n>', 'drivers (the first is the heavy one)', count(1, 1_000_000), 5_000)
    .option('--heavy-passenger-rides <n>', "the heavy passenger's rides", count(0, 10_000_000), 10_000)
    .option('--heavy-driver-rides <n>', "the heavy driver's rides", count(0, 10_000_000), 20_000)
    .option('--password <password>', 'password of every generated user', 'durak-scale-1')
    .option('--seed <n>', 'random seed (same flags and seed, same data)', count(0, 2 ** 31), 1)
    .option('--batch-size <n>', 'rows per transaction', count(1, 100_000), 10_000)
    .action(async (o) => {
      if (o.heavyPassengerRides + o.heavyDriverRides > o.rides) {
        throw new UsageError('--heavy-passenger-rides plus --heavy-driver-rides must not exceed --rides.')
      }
      if (String(o.password).length < MIN_PASSWORD_LENGTH) {
        throw new UsageError(`--password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
      }
      const reporter = progressReporter(out)
      const started = Date.now()
      const result = await withServices(async (s) => {
        try {
          return await generateScaleData(s, o, (p) => reporter.update(p))
        } catch (error) {
          throw error instanceof ScaleDataExistsError ? new UsageError(error.message) : error
        } finally {
          reporter.finish()
        }
      })
      out(
        `Generated ${result.users} users and ${result.rides} rides in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      )
      out(`Heavy passenger: ${result.heavyPassenger}`)
      out(`Heavy driver:    ${result.heavyDriver}`)
      out(`Admin:           ${result.admin}`)
      out(`Password (every generated user): ${result.password}`)
    })
}
