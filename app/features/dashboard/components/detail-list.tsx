import type { ReactNode } from 'react'
import { Skeleton } from './skeleton.tsx'

export type Detail = { label: string; value: ReactNode }

/** Label and value pairs (a description list), skeleton values while loading. */
export function DetailList({ items, loading }: { items: Detail[]; loading?: boolean }) {
  return (
    <dl className="details">
      {items.map((item) => (
        <div key={item.label} className="details__row">
          <dt>{item.label}</dt>
          <dd>{loading ? <Skeleton width="55%" /> : item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
