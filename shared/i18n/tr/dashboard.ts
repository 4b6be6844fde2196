import type { Catalog } from '../types.ts'
import type { dashboard as en } from '../en/dashboard.ts'

export const dashboard: Catalog<typeof en> = {
  placeholder: 'Yakında',
}
