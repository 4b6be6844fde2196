import { formatDate } from '#shared/format.ts'
import { rides } from '#shared/i18n/en/rides.ts'
import { weekOfIsoName } from '#shared/receipts/week.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

/*
 * The back-office's words for the codes records carry (issue 22, item 11): a ride status, who made a
 * ride's step, a membership, a statement week, an anonymised person. Ride statuses and actors come
 * from the rides catalog, their one home; no code reaches a staff screen as it is.
 */

type RideStatusKey = keyof typeof rides.status
type RideActorKey = keyof typeof rides.actors

/** A ride status in words ("Talep edildi"); one no catalog names reads "Status unknown". */
export function useRideStatusText() {
  const { t } = useTranslation('rides')
  return (status: string) =>
    Object.hasOwn(rides.status, status) ? t(`status.${status as RideStatusKey}`) : t('statusUnknown')
}

/** Who made a ride's step, as a noun ("Yolcu", "Sistem"). */
export function useRideActorText() {
  const { t } = useTranslation('rides')
  const { t: ta } = useTranslation('admin')
  return (actor: string) =>
    Object.hasOwn(rides.actors, actor) ? t(`actors.${actor as RideActorKey}`) : ta('audit.unknownActor')
}

/**
 * A ride step's reason: the two the system writes (in English, in the data) in the page's
 * language; a person's own reason ("Planlarım değişti") as they wrote it.
 */
export function useEventReasonText() {
  const { t } = useTranslation('admin')
  return (reason: string) => {
    if (reason === 'recorded by operations') return t('rides.reasons.recordedByOperations')
    const expired = /^no driver accepted within (\d+) s$/.exec(reason)
    return expired ? t('rides.reasons.noDriverWithin', { seconds: Number(expired[1]) }) : reason
  }
}

/** The e-mail domain of an account erased after a KVKK deletion (`.invalid` is never a real domain). */
const ERASED_EMAIL = /@deleted\.invalid$/
/** The name the erasure writes in place of the person's (server/features/kvkk-requests/anonymise.queries.ts). */
const ERASED_NAME = 'Anonymised'

/**
 * The address better-auth needs for an account made by phone (server/core/phone-sign-in.ts,
 * `PHONE_ACCOUNT_EMAIL_DOMAIN`): it receives no mail and means nothing to staff.
 */
const PHONE_ACCOUNT_EMAIL = /@telefon\.durak\.invalid$/

/** An account's e-mail for staff: a phone account's made-up address reads "Signed up by phone" (issue 30). */
export function useEmailText() {
  const { t } = useTranslation('admin')
  return (email: string) => (PHONE_ACCOUNT_EMAIL.test(email) ? t('users.phoneAccount') : email)
}

/** A person's name for staff; an account erased after a KVKK request says so in words. */
export function usePersonName() {
  const { t } = useTranslation('admin')
  const emailText = useEmailText()
  return (name: string, email = '') =>
    name.trim() === ERASED_NAME || ERASED_EMAIL.test(email) ? t('users.anonymised') : name.trim() || emailText(email)
}

/** A membership type in words ("Premium", "Ücretsiz"). */
export function useMembershipText() {
  const { t } = useTranslation('admin')
  return (type: string) => (type === 'PREMIUM' || type === 'FREE' ? t(`memberships.${type}`) : '—')
}

/** "44. hafta (26 Eki 2026 – 1 Kas 2026)" / "Week 44 (…)"; text that is no ISO week stays as it is. */
export function useWeekText() {
  const lang = useLang()
  const { t } = useTranslation('adminCases')
  return (week: string) => {
    const range = weekOfIsoName(week)
    if (!range) return week
    const sunday = new Date(Date.parse(range.endIso) - 12 * 3_600_000).toISOString()
    return t('problems.weekText', {
      week: Number(week.slice(-2)),
      from: formatDate(`${range.weekStart}T12:00:00Z`, lang),
      to: formatDate(sunday, lang),
    })
  }
}

/** A ride's payment method in words ("Nakit"); none reads "Not recorded", one no catalog names as stored. */
export function usePaymentText() {
  const { t } = useTranslation('admin')
  return (method: string | null) => {
    if (!method) return t('rides.notRecorded')
    return method === 'CASH' || method === 'CARD' || method === 'MOBILE' ? t(`rides.paymentMethods.${method}`) : method
  }
}
