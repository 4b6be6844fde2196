import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n.ts'
import { rideStatusKey, type RideStatusKey } from '../lib/labels.ts'

export type Tone = 'success' | 'danger' | 'info' | 'warning' | 'neutral'

/** Icons next to the words, so colour is never the only signal. */
const ICON: Record<Tone, string> = { success: '✓', danger: '✕', info: '➜', warning: '!', neutral: '•' }

/** A coloured pill with an icon and a word. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={`badge badge--${tone}`}>
      <span className="badge__icon" aria-hidden="true">
        {ICON[tone]}
      </span>
      <span>{children}</span>
    </span>
  )
}

const STATUS_TONE: Record<RideStatusKey, Tone> = {
  REQUESTED: 'neutral',
  ASSIGNED: 'info',
  ACCEPTED: 'info',
  ARRIVED: 'info',
  IN_PROGRESS: 'info',
  COMPLETED: 'success',
  CANCELLED: 'danger',
  EXPIRED: 'warning',
}

/** Every ride status in words (the spec's Completed, Cancelled, In Progress and the rest: decision 038). */
export function RideStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('rides')
  const key = rideStatusKey(status)
  return <Badge tone={key ? STATUS_TONE[key] : 'neutral'}>{key ? t(`status.${key}`) : t('statusUnknown')}</Badge>
}
