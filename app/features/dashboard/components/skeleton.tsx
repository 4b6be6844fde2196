/** A grey bar holding the place of text that is loading (same line height, so nothing moves). */
export function Skeleton({ width = '60%', className = '' }: { width?: string; className?: string }) {
  return <span className={`skeleton ${className}`} style={{ width }} aria-hidden="true" />
}
