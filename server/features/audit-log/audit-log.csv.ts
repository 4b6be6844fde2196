import type { StaffAction } from '#shared/schemas/admin.ts'
import type { Lang } from '#shared/routes.ts'
import { serverT } from '#server/core/i18n.ts'
import { istanbulDateTime, type CsvColumn } from '#server/core/exports/csv.ts'

/** A before/after value as compact JSON (what the record held), empty for none. */
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value))

/** The columns of the audit-log export: the action and record type in words, Istanbul times. */
export function staffActionCsvColumns(lang: Lang): CsvColumn<StaffAction>[] {
  const t = serverT(lang, 'admin')
  return [
    { header: t('csv.id'), value: (a) => a.id },
    { header: t('csv.createdAt'), value: (a) => istanbulDateTime(a.createdAt, lang) },
    { header: t('csv.actorId'), value: (a) => a.actorId },
    // an action logged before its words were written keeps its code rather than vanish
    { header: t('csv.action'), value: (a) => t(`audit.actions.${a.action}`, { defaultValue: a.action }) },
    {
      header: t('csv.recordType'),
      value: (a) => t(`audit.recordTypes.${a.recordType}`, { defaultValue: a.recordType }),
    },
    { header: t('csv.recordId'), value: (a) => a.recordId },
    { header: t('csv.before'), value: (a) => json(a.before) },
    { header: t('csv.after'), value: (a) => json(a.after) },
  ]
}
