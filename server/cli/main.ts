import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { CITIES, normalizeUserType, PHONE_PATTERN } from '#shared/constants.ts'
import { parseKmToMetres, parseLiraToKurus } from '#shared/format.ts'
import { EmailSchema, PasswordSchema } from '#shared/schemas/fields.ts'
import { toIso } from '#server/db/database.ts'
import { EnvError, loadEnv } from '#server/env.ts'
import { listDeletionRequests } from '#server/features/deletion-requests/deletion-requests.routes.ts'
import { findUserIdByEmail } from '#server/features/users/users.queries.ts'
import { createRide, createUser, UserExistsError } from '#server/features/users/users.service.ts'
import { seedDemoData } from '#server/db/seed.ts'
import { startServices, type Services } from '#server/services.ts'

/** Operations CLI: `npm run cli -- <command>`. Bad input exits with 2 and says why. */

class UsageError extends Error {}

const parseWith = (fn: (v: string) => number | null, what: string) => (value: string) => {
  const parsed = fn(value)
  if (parsed === null) throw new InvalidArgumentError(`${what} expected, got "${value}".`)
  return parsed
}
const email = (value: string) => {
  const r = EmailSchema.safeParse(value)
  if (!r.success) throw new InvalidArgumentError(`"${value}" is not a valid e-mail address.`)
  return r.data
}
const int = (min: number, max: number) => (value: string) => {
  const n = Number(value)
  if (!/^\d+$/.test(value) || n < min || n > max) throw new InvalidArgumentError(`a whole number from ${min} to ${max} expected.`)
  return n
}

async function withServices<T>(fn: (services: Services) => Promise<T>): Promise<T> {
  const services = await startServices(loadEnv(), { seed: false })
  try {
    return await fn(services)
  } finally {
    await services.close()
  }
}

export function buildCli(out: (line: string) => void = console.log): Command {
  const program = new Command('durak').description('Durak operations').exitOverride()
  program.configureOutput({ writeErr: (s) => process.stderr.write(s) })

  const user = program.command('user').description('Manage users').exitOverride()
  user
    .command('create')
    .description('Create a driver, passenger or admin')
    .exitOverride()
    .addOption(new Option('--type <type>', 'user type').choices(['driver', 'passenger', 'admin']).makeOptionMandatory())
    .requiredOption('--email <email>', 'e-mail address', email)
    .requiredOption('--password <password>', 'password (at least 6 characters)')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--phone <phone>', 'phone, 05xxxxxxxxx')
    .option('--city <city>', `one of: ${CITIES.join(', ')}`)
    .option('--license-number <n>', 'driver licence number')
    .option('--rating <rating>', 'rating 0–5 with up to 2 decimals', (v) => {
      if (!/^\d(\.\d{1,2})?$/.test(v) || Number(v) > 5) throw new InvalidArgumentError('a rating from 0 to 5, e.g. 4.87, expected.')
      return Math.round(Number(v) * 100)
    })
    .option('--balance <lira>', 'balance in lira', parseWith(parseLiraToKurus, 'an amount such as 123.45'))
    .option('--total-rides <n>', 'total rides on the user record', int(0, 1_000_000))
    .option('--verified', 'driver is verified')
    .option('--online', 'driver is online')
    .option('--vehicle-brand <brand>')
    .option('--vehicle-model <model>')
    .option('--vehicle-year <year>', 'vehicle year', int(1950, 2100))
    .option('--vehicle-plate <plate>')
    .option('--vehicle-color <color>')
    .action(async (o) => {
      const password = PasswordSchema.safeParse(o.password)
      if (!password.success) throw new UsageError('--password must be at least 6 characters.')
      const phone = o.phone ? String(o.phone).replace(/\s+/g, '') : null
      if (phone && !PHONE_PATTERN.test(phone)) throw new UsageError('--phone must be 11 digits starting with 05.')
      const city = o.city ? CITIES.find((c) => c.toLowerCase() === String(o.city).toLowerCase()) : null
      if (o.city && !city) throw new UsageError(`--city must be one of: ${CITIES.join(', ')}.`)
      const type = normalizeUserType(o.type)!
      const id = await withServices((s) =>
        createUser(s, {
          type,
          email: o.email,
          password: o.password,
          firstName: o.firstName,
          lastName: o.lastName,
          phone,
          city,
          ratingCenti: o.rating ?? null,
          balanceKurus: o.balance ?? 0,
          totalRides: o.totalRides ?? null,
          driver:
            type === 'DRIVER'
              ? {
                  licenseNumber: o.licenseNumber ?? null,
                  isVerified: Boolean(o.verified),
                  isOnline: Boolean(o.online),
                  vehicle: {
                    brand: o.vehicleBrand,
                    model: o.vehicleModel,
                    year: o.vehicleYear,
                    plate: o.vehiclePlate,
                    color: o.vehicleColor,
                  },
                }
              : undefined,
        }),
      )
      out(`Created ${type} ${o.email} (id ${id})`)
    })

  const ride = program.command('ride').description('Manage rides').exitOverride()
  ride
    .command('create')
    .description('Create a ride between a passenger and a driver')
    .exitOverride()
    .requiredOption('--passenger <email>', 'passenger e-mail', email)
    .option('--driver <email>', 'driver e-mail', email)
    .requiredOption('--status <status>', 'COMPLETED, CANCELLED, IN_PROGRESS, …', (v) => {
      if (!/^[A-Za-z_]{2,32}$/.test(v)) throw new InvalidArgumentError('a status such as COMPLETED expected.')
      return v.toUpperCase()
    })
    .requiredOption('--fare <lira>', 'fare in lira, e.g. 123.45', parseWith(parseLiraToKurus, 'an amount such as 123.45'))
    .requiredOption('--distance <km>', 'distance in km, e.g. 5.2', parseWith(parseKmToMetres, 'a distance such as 5.2'))
    .requiredOption('--duration <minutes>', 'duration in minutes', int(0, 24 * 60))
    .requiredOption('--from <address>', 'pickup address')
    .requiredOption('--to <address>', 'destination address')
    .option('--created-at <iso>', 'creation time, ISO 8601 (default now)', (v) => {
      if (Number.isNaN(Date.parse(v))) throw new InvalidArgumentError(`"${v}" is not an ISO 8601 time.`)
      return new Date(v).toISOString()
    })
    .action(async (o) => {
      const id = await withServices(async (s) => {
        const passengerId = await findUserIdByEmail(s.db, o.passenger)
        if (!passengerId) throw new UsageError(`No user with e-mail ${o.passenger}.`)
        const driverId = o.driver ? await findUserIdByEmail(s.db, o.driver) : null
        if (o.driver && !driverId) throw new UsageError(`No user with e-mail ${o.driver}.`)
        return createRide(s.db, {
          passengerId,
          driverId,
          status: o.status,
          fareKurus: o.fare,
          distanceMetres: o.distance,
          durationSeconds: o.duration * 60,
          pickupAddress: o.from,
          dropoffAddress: o.to,
          createdAt: o.createdAt ?? new Date().toISOString(),
        })
      })
      out(`Created ride ${id}`)
    })

  program
    .command('deletion-requests')
    .description('Account-deletion requests')
    .exitOverride()
    .command('list')
    .description('List requests, oldest first')
    .exitOverride()
    .option('--json', 'print JSON')
    .action(async (o) => {
      const rows = await withServices((s) => listDeletionRequests(s.db))
      const items = rows.map((r) => ({ ...r, createdAt: toIso(r.createdAt) }))
      if (o.json) return out(JSON.stringify(items, null, 2))
      if (!items.length) return out('No account-deletion requests.')
      for (const r of items) {
        out(`${r.createdAt}  ${r.status.padEnd(9)} ${r.email}  ${r.firstName} ${r.lastName}  [${r.language}]  ${r.reason.replace(/\s+/g, ' ')}`)
      }
    })

  program
    .command('demo')
    .exitOverride()
    .command('seed')
    .description('Add the demo accounts and rides (idempotent)')
    .exitOverride()
    .action(async () => {
      const seeded = await withServices((s) => seedDemoData(s))
      out(seeded ? 'Demo data added.' : 'Demo data already present.')
    })

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

  return program
}

/** Runs the CLI; resolves to the exit code. */
export async function runCli(argv: string[], out?: (line: string) => void): Promise<number> {
  try {
    await buildCli(out).parseAsync(argv, { from: 'user' })
    return 0
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : 2
    }
    if (error instanceof UsageError || error instanceof UserExistsError || error instanceof EnvError) {
      console.error(`error: ${error.message}`)
      return 2
    }
    console.error(error)
    return 1
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runCli(process.argv.slice(2))
}
