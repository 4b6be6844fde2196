import { InvalidArgumentError, Option, type Command } from 'commander'
import { CITIES, normalizeUserType, PHONE_PATTERN } from '#shared/constants.ts'
import { parseLiraToKurus } from '#shared/format.ts'
import { normalizePhone } from '#shared/phone.ts'
import { VEHICLE_COLOR_CODES, vehicleColorCode } from '#shared/vehicle-colors.ts'
import { PasswordSchema } from '#shared/schemas/fields.ts'
import { createUser, type NewUser } from '#server/features/users/index.ts'
import { email, int, parseWith, UsageError, withServices, type Out } from '#server/cli/support.ts'

/** What commander hands the action: names camel-cased, numbers already parsed. */
type UserOptions = {
  type: string
  email: string
  password: string
  firstName: string
  lastName: string
  phone?: string
  city?: string
  licenseNumber?: string
  rating?: number
  balance?: number
  totalRides?: number
  verified?: boolean
  online?: boolean
  vehicleBrand?: string
  vehicleModel?: string
  vehicleYear?: number
  vehiclePlate?: string
  vehicleColor?: string
}

/** `user create`: a driver, passenger or admin (the web can only make passengers). */
export function addUserCommands(program: Command, out: Out) {
  const user = program.command('user').description('Manage users').exitOverride()
  const create = user
    .command('create')
    .description('Create a driver, passenger or admin')
    .exitOverride()
    .addOption(
      new Option('--type <type>', 'user type')
        .choices(['driver', 'passenger', 'admin', 'support'])
        .makeOptionMandatory(),
    )
    .requiredOption('--email <email>', 'e-mail address', email)
    .requiredOption('--password <password>', 'password (at least 6 characters)')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--phone <phone>', 'phone, 05xxxxxxxxx')
    .option('--city <city>', `one of: ${CITIES.join(', ')}`)
  addProfileOptions(create)
  create.action(async (o: UserOptions) => {
    const input = toNewUser(o)
    const id = await withServices((s) => createUser(s, input))
    out(`Created ${input.type} ${o.email} (id ${id})`)
  })
}

function addProfileOptions(command: Command) {
  command
    .option('--license-number <n>', 'driver licence number')
    .option('--rating <rating>', 'rating 0–5 with up to 2 decimals', (v) => {
      if (!/^\d(\.\d{1,2})?$/.test(v) || Number(v) > 5)
        throw new InvalidArgumentError('a rating from 0 to 5, e.g. 4.87, expected.')
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
    .option('--vehicle-color <color>', 'a colour of the list (YELLOW, WHITE…) or its Turkish/English name')
}

/** The parsed options as a new user, after the checks commander cannot do. */
function toNewUser(o: UserOptions): NewUser {
  const password = PasswordSchema.safeParse(o.password)
  if (!password.success) throw new UsageError('--password must be at least 6 characters.')
  const phone = o.phone ? normalizePhone(o.phone) : null
  if (phone && !PHONE_PATTERN.test(phone)) throw new UsageError('--phone must be 11 digits starting with 05.')
  const city = o.city ? CITIES.find((c) => c.toLowerCase() === o.city?.toLowerCase()) : null
  if (o.city && !city) throw new UsageError(`--city must be one of: ${CITIES.join(', ')}.`)
  const color = o.vehicleColor ? vehicleColorCode(o.vehicleColor) : undefined
  if (o.vehicleColor && !color)
    throw new UsageError(
      `--vehicle-color must be one of: ${VEHICLE_COLOR_CODES.join(', ')} (or its Turkish or English name).`,
    )
  const type = normalizeUserType(o.type)!
  return {
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
              color: color ?? undefined,
            },
          }
        : undefined,
  }
}
