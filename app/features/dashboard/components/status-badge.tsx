import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n.ts'
import { knownRideStatus } from '../lib/labels.ts'

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

const STATUS_TONE = { COMPLETED: 'success', CANCELLED: 'danger', IN_PROGRESS: 'info' } as const

/** Completed, Cancelled, In Progress; any other status raw (spec §4). */
export function RideStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('dashboard')
  const known = knownRideStatus(status)
  return <Badge tone={known ? STATUS_TONE[known] : 'neutral'}>{known ? t(`status.${known}`) : status}</Badge>
}
