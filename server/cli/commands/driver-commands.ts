import { Option, type Command } from 'commander'
import { DOCUMENT_KINDS, type DocumentKind } from '#shared/case-constants.ts'
import { DocumentInputSchema } from '#shared/schemas/driver-verification.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { CLI_ACTOR, recordDocument } from '#server/features/driver-verification/index.ts'
import { findUserIdByEmail } from '#server/features/users/index.ts'
import { email, UsageError, withServices, type Out } from '#server/cli/support.ts'

type DocumentOptions = { email: string; kind: DocumentKind; number: string; issued: string; expires: string }

/** The options as the web's document input (the same checks), or a usage error saying what is wrong. */
function documentInput(o: DocumentOptions) {
  const parsed = DocumentInputSchema.safeParse({ number: o.number, issuedOn: o.issued, expiresOn: o.expires })
  if (parsed.success) return parsed.data
  const field = parsed.error.issues[0]?.path[0]
  if (field === 'number') throw new UsageError('--number must be 1 to 40 characters.')
  if (field === 'expiresOn' && parsed.error.issues[0]?.message === 'dateInvalid')
    throw new UsageError('--expires must be after --issued.')
  throw new UsageError(`--${field === 'issuedOn' ? 'issued' : 'expires'} must be a day such as 2026-03-01.`)
}

/**
 * `driver document`: records (or replaces) one of a driver's documents, like the back-office's edit:
 * the same checks, the document awaits checking, and the audit log names the CLI as the actor.
 */
export function addDriverCommands(program: Command, out: Out) {
  const driver = program.command('driver').description("Drivers' verification documents").exitOverride()
  driver
    .command('document')
    .description("Record or replace one of a driver's documents (audited, actor: cli)")
    .exitOverride()
    .requiredOption('--email <email>', "the driver's e-mail", email)
    .addOption(new Option('--kind <kind>', 'document kind').choices(DOCUMENT_KINDS).makeOptionMandatory())
    .requiredOption('--number <number>', 'document number')
    .requiredOption('--issued <day>', 'issue day, YYYY-MM-DD')
    .requiredOption('--expires <day>', 'expiry day, YYYY-MM-DD')
    .action(async (o: DocumentOptions) => {
      const input = documentInput(o)
      const saved = await withServices(async (s) => {
        const driverId = await findUserIdByEmail(s.db, o.email)
        if (!driverId) throw new UsageError(`No user with e-mail ${o.email}.`)
        try {
          return await recordDocument({ db: s.db, now: () => new Date() }, CLI_ACTOR, driverId, {
            kind: o.kind,
            ...input,
          })
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404)
            throw new UsageError(`${o.email} is not a driver.`)
          throw error
        }
      })
      const doc = saved.documents.find((d) => d.kind === o.kind)
      out(
        `Recorded ${o.kind} ${input.number} for ${o.email} (driver ${saved.driverId}): ${input.issuedOn} → ${input.expiresOn}, ${doc?.status ?? 'PENDING'}`,
      )
    })
}
