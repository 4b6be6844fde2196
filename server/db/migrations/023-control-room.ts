import { sql, type Kysely } from 'kysely'

/**
 * Issue 30's control room (decision 071):
 * - `ride_alerts.resolution`: why an alert closed itself when its cause ended (null: closed by staff);
 * - the rides search by name reads users through an index on the folded name (Turkish letters to
 *   ASCII, then lower case), so "ayse yilmaz" finds "Ayşe Yılmaz" without reading every user. The
 *   query must spell the expression exactly so (`foldedSql`), or neither database uses the index;
 * - SUPPORT's day total of adjustments reads one member's rows (createdBy, createdAt).
 */
export function migration023() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('ride_alerts').addColumn('resolution', 'text').execute()
      await sql`create index users_name_folded_idx on users (${sql.raw(foldedSql('"name"'))})`.execute(db)
      await sql`create index users_lastname_folded_idx on users (${sql.raw(foldedSql('"lastName"'))})`.execute(db)
      await db.schema
        .createIndex('ride_adjustments_createdBy_createdAt_idx')
        .on('ride_adjustments')
        .columns(['createdBy', 'createdAt'])
        .execute()
    },
  }
}

/**
 * Turkish letters and their circumflexed forms to ASCII; only ASCII is left for `lower()`, which
 * both databases then lower the same way (SQLite lowers nothing else). `foldName` in TypeScript
 * does the same to what staff type.
 */
export const NAME_FOLDS: readonly (readonly [string, string])[] = [
  ['İ', 'i'],
  ['ı', 'i'],
  ['Ş', 's'],
  ['ş', 's'],
  ['Ğ', 'g'],
  ['ğ', 'g'],
  ['Ü', 'u'],
  ['ü', 'u'],
  ['Ö', 'o'],
  ['ö', 'o'],
  ['Ç', 'c'],
  ['ç', 'c'],
  ['Â', 'a'],
  ['â', 'a'],
  ['Î', 'i'],
  ['î', 'i'],
  ['Û', 'u'],
  ['û', 'u'],
]

/** The folded-name expression of a quoted column, as the index was built on it. */
export function foldedSql(column: string): string {
  return `lower(${NAME_FOLDS.reduce((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, column)})`
}

/** What staff type, folded as `foldedSql` folds the stored names. */
export function foldName(text: string): string {
  return NAME_FOLDS.reduce((folded, [from, to]) => folded.replaceAll(from, to), text.trim())
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
    .replace(/\s+/g, ' ')
}
