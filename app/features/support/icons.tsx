import type { SupportCategory } from '#shared/schemas/support-contact.ts'
import { SvgIcon } from '#app/components/svg-icon.tsx'

/** Simple 24 px line icons, drawn here so nothing is fetched from elsewhere. */
const PATHS: Record<SupportCategory | 'mail' | 'chat' | 'phone' | 'alert', string> = {
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  booking: 'M12 21s-6-5.3-6-10a6 6 0 1 1 12 0c0 4.7-6 10-6 10Zm0-8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  payment: 'M3 7h18v10H3zM3 10h18M7 14h3',
  technical: 'M4 5h16v11H4zM9 20h6M12 16v4M8 9l2 2-2 2M12 13h3',
  driver: 'M5 16l1.5-5h11L19 16M4 16h16v3H4zM7 19v1M17 19v1M9 8h6l1 3H8z',
  other: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  chat: 'M4 19l1.3-3.9A8 8 0 1 1 8 18.7L4 19Z',
  phone: 'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  alert: 'M12 3 2 20h20L12 3Zm0 6v5m0 3h.01',
}

export function Icon({ name, size = 24 }: { name: keyof typeof PATHS; size?: number }) {
  return (
    <SvgIcon size={size} isLine>
      <path d={PATHS[name]} />
    </SvgIcon>
  )
}
