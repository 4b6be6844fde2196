import type { ReactNode } from 'react'

const LINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '1.8',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/**
 * A decorative 24-unit icon drawn in currentColor, hidden from screen readers and keyboard focus:
 * `line` for the outline icons, filled otherwise.
 */
export function SvgIcon({
  size = 24,
  className,
  isLine = false,
  children,
}: {
  size?: number
  className?: string
  isLine?: boolean
  children: ReactNode
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      {...(isLine ? LINE : { fill: 'currentColor' })}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
