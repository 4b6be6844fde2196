import { Migrator, type Migration, type MigrationResultSet } from 'kysely'
import type { Db, Dialect } from './database.ts'
import { migration001 } from './migrations/001-auth.ts'
import { migration002 } from './migrations/002-rides-and-profiles.ts'
import { migration003 } from './migrations/003-ride-lifecycle.ts'
import { migration004 } from './migrations/004-dashboard-counters.ts'
import { migration005 } from './migrations/005-security.ts'
import { migration006 } from './migrations/006-registration-consents.ts'
import { migration007 } from './migrations/007-staff-and-audit.ts'
import { migration008 } from './migrations/008-verification-kvkk-problems.ts'
import { migration009 } from './migrations/009-receipts.ts'
import { migration010 } from './migrations/010-staff-two-factor-sessions.ts'
import { migration011 } from './migrations/011-ride-alerts.ts'
import { migration012 } from './migrations/012-kvkk-requester-verification.ts'
import { migration013 } from './migrations/013-pending-points-and-phone-lookup.ts'
import { migration014 } from './migrations/014-favourite-places-and-trip-shares.ts'
import { migration015 } from './migrations/015-phone-sign-in.ts'
import { migration016 } from './migrations/016-optional-dropoff.ts'
import { migration017 } from './migrations/017-ride-adjustments.ts'
import { migration018 } from './migrations/018-document-scans.ts'
import { migration020 } from './migrations/020-alert-queue.ts'
import { migration021 } from './migrations/021-demand-by-area.ts'
import { migration022 } from './migrations/022-plate-search.ts'
import { migration023 } from './migrations/023-control-room.ts'
import { migration024 } from './migrations/024-accepted-until.ts'

/** The one ordered migration history, for SQLite and PostgreSQL alike. Append, never edit. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-auth': migration001(dialect),
    '002-rides-and-profiles': migration002(dialect),
    '003-ride-lifecycle': migration003(dialect),
    '004-dashboard-counters': migration004(dialect),
    '005-security': migration005(dialect),
    '006-registration-consents': migration006(dialect),
    '007-staff-and-audit': migration007(dialect),
    '008-verification-kvkk-problems': migration008(dialect),
    '009-receipts': migration009(dialect),
    '010-staff-two-factor-sessions': migration010(dialect),
    '011-ride-alerts': migration011(dialect),
    '012-kvkk-requester-verification': migration012(dialect),
    '013-pending-points-and-phone-lookup': migration013(dialect),
    '014-favourite-places-and-trip-shares': migration014(dialect),
    '015-phone-sign-in': migration015(dialect),
    '016-optional-dropoff': migration016(dialect),
    '017-ride-adjustments': migration017(dialect),
    '018-document-scans': migration018(dialect),
    // 019 was kept for manual dispatch, which needed no migration
    '020-alert-queue': migration020(dialect),
    '021-demand-by-area': migration021(dialect),
    '022-plate-search': migration022(),
    '023-control-room': migration023(),
    '024-accepted-until': migration024(),
  }
}

/** Bring the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  })
  const result: MigrationResultSet = await migrator.migrateToLatest()
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(result.error)}`, {
      cause: result.error,
    })
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
