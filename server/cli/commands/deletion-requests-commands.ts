import type { Command } from 'commander'
import { toIso } from '#server/db/database.ts'
import { listDeletionRequests } from '#server/features/deletion-requests/index.ts'
import { withServices, type Out } from '#server/cli/support.ts'

/** `deletion-requests list [--json]`: what operations answer within 30 days, oldest first. */
export function addDeletionRequestCommands(program: Command, out: Out) {
  program
    .command('deletion-requests')
    .description('Account-deletion requests')
    .exitOverride()
    .command('list')
    .description('List requests, oldest first')
    .exitOverride()
    .option('--json', 'print JSON')
    .action(async (o: { json?: boolean }) => {
      const rows = await withServices((s) => listDeletionRequests(s.db))
      const items = rows.map((r) => ({ ...r, createdAt: toIso(r.createdAt) }))
      if (o.json) return out(JSON.stringify(items, null, 2))
      if (!items.length) return out('No account-deletion requests.')
      for (const r of items) {
        out(
          `${r.createdAt}  ${(r.reference ?? '').padEnd(16)} ${r.status.padEnd(11)} ${r.email}  ${r.firstName} ${r.lastName}  [${r.language}]  ${r.reason.replace(/\s+/g, ' ')}`,
        )
      }
    })
}
