import { InvalidArgumentError } from 'commander'
import { EmailSchema } from '#shared/schemas/fields.ts'
import { loadEnv } from '#server/env.ts'
import { startServices, type Services } from '#server/services.ts'

/** Where a command prints its result (stdout, or an array in tests). */
export type Out = (line: string) => void

/** Bad input found after parsing: printed as `error: …` with exit code 2. */
export class UsageError extends Error {}

/** An option parsed by `fn`, which returns null for a value it cannot read. */
export const parseWith = (fn: (v: string) => number | null, what: string) => (value: string) => {
  const parsed = fn(value)
  if (parsed === null) throw new InvalidArgumentError(`${what} expected, got "${value}".`)
  return parsed
}

export const email = (value: string) => {
  const r = EmailSchema.safeParse(value)
  if (!r.success) throw new InvalidArgumentError(`"${value}" is not a valid e-mail address.`)
  return r.data
}

export const int = (min: number, max: number) => (value: string) => {
  const n = Number(value)
  if (!/^\d+$/.test(value) || n < min || n > max)
    throw new InvalidArgumentError(`a whole number from ${min} to ${max} expected.`)
  return n
}

/** Opens (and migrates) the database like the server does, runs `fn`, and closes it again. */
export async function withServices<T>(fn: (services: Services) => Promise<T>): Promise<T> {
  const services = await startServices(loadEnv(), { seed: false })
  try {
    return await fn(services)
  } finally {
    await services.close()
  }
}
