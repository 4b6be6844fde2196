import type { ColumnDataType, Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * Scans of the driver's documents (issue 25; decision 058). Each `driver_documents` row may carry
 * the scan of that document: its storage key (random, never the uploader's file name), its checked
 * content type, its size in bytes, and when and by whom it was uploaded. A new upload replaces it
 * (the old file is deleted from the store); the audit log keeps every upload.
 */
export function migration018(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      const columns: [string, ColumnDataType][] = [
        ['scanKey', 'text'],
        ['scanType', 'text'],
        ['scanBytes', 'integer'],
        ['scanUploadedAt', t.timestamp],
        ['scanUploadedBy', 'text'],
      ]
      // one column per statement: SQLite's ALTER TABLE adds one at a time
      for (const [name, type] of columns) await db.schema.alterTable('driver_documents').addColumn(name, type).execute()
    },
  }
}
