import { useId, type ReactNode } from 'react'
import { Skeleton } from './skeleton.tsx'

/** One figure of the overview: a label, the value large, an optional line below. */
export function StatCard({
  label,
  value,
  hint,
  loading,
  accent,
}: {
  label: string
  value?: ReactNode
  hint?: ReactNode
  loading?: boolean
  accent?: boolean
}) {
  const id = useId()
  return (
    <div
      role="group"
      aria-labelledby={id}
      aria-busy={loading || undefined}
      className={`stat-card${accent ? ' stat-card--accent' : ''}`}
    >
      <p id={id} className="stat-card__label">
        {label}
      </p>
      <p className="stat-card__value">{loading ? <Skeleton width="70%" /> : value}</p>
      <p className="stat-card__hint">{loading ? <Skeleton width="50%" /> : (hint ?? '\u00a0')}</p>
    </div>
  )
}
