import type { StaffAction } from '#shared/schemas/admin.ts'
import { admin } from '#shared/i18n/en/admin.ts'
import { adminCases } from '#shared/i18n/en/admin-cases.ts'
import { formatLira } from '#shared/format.ts'
import { isCalendarDay } from '#shared/istanbul-days.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { dayText } from './cases/case-parts.tsx'
import { useRideStatusText } from './words.ts'

type RecordKey = keyof typeof admin.audit.recordTypes
type FieldKey = keyof typeof admin.audit.fields
type MethodKey = keyof typeof admin.audit.methods

const has = (tree: object, key: string) => Object.hasOwn(tree, key)

/** An audit entry's action, record type and actor in words ("KVKK request completed", "Operations CLI"). */
export function useAuditText() {
  const { t } = useTranslation('admin')
  return {
    action: (action: string) => {
      const [record = '', verb = ''] = action.split('.')
      const verbs: object | undefined = (admin.audit.actions as Record<string, object>)[record]
      return verbs && has(verbs, verb)
        ? t(`audit.actions.${record}.${verb}` as 'audit.actions.user.deactivate')
        : t('audit.otherAction')
    },
    record: (type: string) => (has(admin.audit.recordTypes, type) ? t(`audit.recordTypes.${type as RecordKey}`) : '—'),
    actor: (row: StaffAction) =>
      row.actorName ??
      (row.actorId === 'cli' || row.actorId === 'requester' ? t(`audit.actors.${row.actorId}`) : row.actorId),
  }
}

/** One field's value in words: statuses by the record's kind, yes/no, days, document kinds; free text as written. */
function useValueText(recordType: string) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('adminCases')
  const rideStatus = useRideStatusText()
  const statusOf: Record<string, (s: string) => string> = {
    kvkk_request: (s) => (has(adminCases.kvkk.statuses, s) ? tc(`kvkk.statuses.${s as 'OPEN'}`) : s),
    problem_report: (s) => (has(adminCases.problems.statuses, s) ? tc(`problems.statuses.${s as 'OPEN'}`) : s),
    driver: (s) => (has(adminCases.drivers.statuses, s) ? tc(`drivers.statuses.${s as 'PENDING'}`) : s),
    ride: rideStatus,
  }
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('audit.none_value')
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no')
    if (field === 'amountKurus' && typeof value === 'number') return formatLira(value, lang)
    if (typeof value !== 'string') return typeof value === 'number' ? String(value) : JSON.stringify(value)
    if (field === 'status') return (statusOf[recordType] ?? ((s: string) => s))(value)
    if (field === 'verificationMethod' && has(admin.audit.methods, value))
      return t(`audit.methods.${value as MethodKey}`)
    if (field === 'adjustmentKind' && has(admin.adjustments.listKinds, value))
      return t(`adjustments.listKinds.${value as 'REFUND'}`)
    if (field === 'kind' && has(adminCases.drivers.kinds, value)) return tc(`drivers.kinds.${value as 'INSURANCE'}`)
    if (field === 'outcome' && (value === 'CONFIRMED' || value === 'REJECTED')) return t(`audit.outcomes.${value}`)
    return isCalendarDay(value) ? dayText(value, lang) : value
  }
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''
/** A value compared as written: null, absent and '' are all "none". */
const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b)

/**
 * The fields an entry changed (issue 30): those it wrote (the "after"; the "before" alone when
 * nothing was written after, as for a removal), each with a label, leaving out what did not change
 * and pairs empty on both sides ("scan: (none) → (none)"). A field the entry did not write (a
 * document's status beside its new dates) is context, not a change.
 */
export function changedFields(row: Pick<StaffAction, 'before' | 'after'>): string[] {
  const before = fieldsOf(row.before)
  const after = fieldsOf(row.after)
  const written = Object.keys(after).length ? Object.keys(after) : Object.keys(before)
  return written.filter((name) => has(admin.audit.fields, name) && !same(before[name], after[name]))
}

/** What an entry changed, as a list: "Status: Received → In progress"; a field only after reads "Note: …". */
export function AuditChanges({ row }: { row: StaffAction }) {
  const { t } = useTranslation('admin')
  const valueText = useValueText(row.recordType)
  const before = fieldsOf(row.before)
  const after = fieldsOf(row.after)
  const names = changedFields(row)
  if (!names.length) return <>—</>
  return (
    <ul className="admin-changes">
      {names.map((name) => {
        const label = t(`audit.fields.${name as FieldKey}`)
        const was = isEmpty(before[name]) ? '' : `${valueText(name, before[name])} → `
        return (
          <li key={name}>
            {label}: {was}
            {valueText(name, after[name])}
          </li>
        )
      })}
    </ul>
  )
}
