import type { Command } from 'commander'
import { seedDemoData } from '#server/demo/seed.ts'
import { withServices, type Out } from '#server/cli/support.ts'
import { addDemoScaleCommand } from './demo-scale-commands.ts'
import { addSimulateCommand } from './simulate-commands.ts'

/** `demo seed`, `demo scale`, `demo simulate` and `db migrate` (opening the database applies pending migrations). */
export function addDatabaseCommands(program: Command, out: Out) {
  const demo = program.command('demo').exitOverride()
  addDemoScaleCommand(demo, out)
  demo
    .command('seed')
    .description('Add the demo accounts and rides (idempotent)')
    .exitOverride()
    .action(async () => {
      const seeded = await withServices((s) => seedDemoData(s))
      out(seeded ? 'Demo data added.' : 'Demo data already present.')
    })
  addSimulateCommand(demo, out)

  program
    .command('db')
    .exitOverride()
    .command('migrate')
    .description('Apply pending migrations')
    .exitOverride()
    .action(async () => {
      await withServices(async () => undefined)
      out('Database is up to date.')
    })
}
