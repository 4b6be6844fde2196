import type { Alert } from '#shared/schemas/operations-alerts.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import { usePersonName } from '../words.ts'

/** An alert's kind in words ("No taxi accepted the request"), from the admin catalog's one home. */
export function useAlertKindText() {
  const { t } = useTranslation('admin')
  return (kind: Alert['kind']) => t(`alerts.kinds.${kind}`)
}

/** How long ago, in words: "under a minute ago", "12 minutes ago", "2 hours 5 min ago". */
export function useAgeText() {
  const { t } = useTranslation('adminAlerts')
  return (from: string, now: number) => {
    const minutes = Math.max(0, Math.floor((now - Date.parse(from)) / 60_000))
    if (minutes < 1) return t('age.now')
    if (minutes < 60) return t('age.minutes', { count: minutes })
    return t('age.hours', { count: Math.floor(minutes / 60), minutes: minutes % 60 })
  }
}

/** A staff member on an alert: "You", their name, or a former colleague's. */
export function useStaffText(myId: string) {
  const { t } = useTranslation('adminAlerts')
  const personName = usePersonName()
  return (staff: Alert['takenBy']) => {
    if (!staff) return t('nobody')
    if (staff.id === myId) return t('you')
    return personName(staff.name ?? '') || t('unknownStaff')
  }
}
