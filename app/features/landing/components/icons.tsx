import type { ReactNode } from 'react'
import { SvgIcon } from '#app/components/svg-icon.tsx'

/** Line icons drawn for Durak (24 × 24, currentColor); decorative, so hidden from assistive tech. */
const PATHS = {
  car: (
    <>
      <path d="M4 16.5V12l1.8-4.6A2 2 0 0 1 7.7 6h8.6a2 2 0 0 1 1.9 1.4L20 12v4.5" />
      <path d="M3 12h18v4.5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
      <circle cx="7.5" cy="17.5" r="1.8" />
      <circle cx="16.5" cy="17.5" r="1.8" />
      <path d="M10 3.5h4V6h-4z" />
    </>
  ),
  gift: (
    <>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12" />
      <path d="M12 8C10.5 4.5 6.5 4.5 7 7c.3 1 2.5 1 5 1zm0 0c1.5-3.5 5.5-3.5 5-1-.3 1-2.5 1-5 1z" />
    </>
  ),
  coins: (
    <>
      <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
      <path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5V7" />
      <path d="M9.5 16.8c.9.4 2.2.7 3.5.7 3 0 5.5-1.1 5.5-2.5v-4c0-1.2-1.8-2.2-4.2-2.4" />
      <path d="M3.5 11v4c0 1.4 2.5 2.5 5.5 2.5" />
    </>
  ),
  phone: (
    <path d="M6.6 3.5h2.6l1.4 4-2 1.3a11 11 0 0 0 6.6 6.6l1.3-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6 8.5 7 8.5-7" />
    </>
  ),
  chat: (
    <>
      <path d="M4 19.5 5.3 16A8 8 0 1 1 8 18.7z" />
      <path d="M9 10.5h6M9 13.5h4" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.4" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 19 6v5.5c0 4.4-3 8-7 9.5-4-1.5-7-5.1-7-9.5V6z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  city: (
    <>
      <path d="M3.5 20.5h17M5 20.5V9l5-3v14.5M10 20.5V4h6.5v16.5M16.5 11H19v9.5" />
      <path d="M12.5 7.5h1.5M12.5 11h1.5M12.5 14.5h1.5M7 11.5h1M7 15h1" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  locate: (
    <>
      <circle cx="12" cy="12" r="3" />
      <circle cx="12" cy="12" r="7.5" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </>
  ),
  taxi: (
    <>
      <path d="M5 17.5v-5l1.6-4A2 2 0 0 1 8.5 7h7a2 2 0 0 1 1.9 1.5l1.6 4v5" />
      <path d="M4 12.5h16v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
      <path d="M9.5 7V4.5h5V7" />
      <path d="M7.5 15h1M15.5 15h1" />
    </>
  ),
  play: <path d="m8 5.5 11 6.5-11 6.5z" />,
  pause: <path d="M8 5.5v13M16 5.5v13" />,
  arrow: <path d="M5 12h14M13 6l6 6-6 6" />,
} satisfies Record<string, ReactNode>

export type IconName = keyof typeof PATHS

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <SvgIcon size={size} className={className} isLine>
      {PATHS[name]}
    </SvgIcon>
  )
}

/** The two store badges, drawn by us: a play triangle and a stylised "A". */
export function GooglePlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path d="M4 2.8 13.6 12 4 21.2a1.4 1.4 0 0 1-.6-1.2V4a1.4 1.4 0 0 1 .6-1.2z" fill="#35c7f0" />
      <path d="m16.9 8.8-3.3 3.2L4 2.8c.3-.2.8-.2 1.2 0z" fill="#3ddc84" />
      <path d="M16.9 15.2 5.2 21.2c-.4.2-.9.2-1.2 0l9.6-9.2z" fill="#ff4d5e" />
      <path d="m16.9 8.8 3.3 1.8c1 .6 1 2.2 0 2.8l-3.3 1.8-3.3-3.2z" fill="#f5b700" />
    </svg>
  )
}

export function AppStoreGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <rect x="1.5" y="1.5" width="21" height="21" rx="6" fill="#1a8cff" />
      <path
        d="M12.8 5.5 8 14M11.2 5.5 16 14M6 14h12M7.6 17.5l1-1.6M16.4 17.5l-1-1.6"
        stroke="#fff"
        strokeWidth="1.7"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  )
}
