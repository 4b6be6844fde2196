import { inspect } from 'node:util'
import { Command, CommanderError } from 'commander'
import { EnvError } from '#server/env.ts'
import { UserExistsError } from '#server/features/users/index.ts'
import { addDatabaseCommands } from './commands/database-commands.ts'
import { addDeletionRequestCommands } from './commands/deletion-requests-commands.ts'
import { addDriverCommands } from './commands/driver-commands.ts'
import { addRideCommands } from './commands/ride-commands.ts'
import { addTariffsCommands } from './commands/tariffs-commands.ts'
import { addUserCommands } from './commands/user-commands.ts'
import { UsageError, type Out } from './support.ts'

/** Operations CLI: `npm run cli -- <command>`. Bad input exits with 2 and says why. */
export function buildCli(out: Out = console.log, writeErr: Out = (s) => void process.stderr.write(s)): Command {
  const program = new Command('durak').description('Durak operations').exitOverride()
  program.configureOutput({ writeErr })
  addUserCommands(program, out)
  addRideCommands(program, out)
  addDeletionRequestCommands(program, out)
  addDriverCommands(program, out)
  addTariffsCommands(program, out)
  addDatabaseCommands(program, out)
  return program
}

/** Runs the CLI; resolves to the exit code. `err` takes what it would print on stderr (e2e runs it in-process). */
export async function runCli(argv: string[], out?: Out, err?: Out): Promise<number> {
  try {
    await buildCli(out, err && ((s) => err(s.replace(/\n$/, '')))).parseAsync(argv, { from: 'user' })
    return 0
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : 2
    }
    if (error instanceof UsageError || error instanceof UserExistsError || error instanceof EnvError) {
      ;(err ?? console.error)(`error: ${error.message}`)
      return 2
    }
    if (err) err(inspect(error))
    else console.error(error)
    return 1
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runCli(process.argv.slice(2))
}
