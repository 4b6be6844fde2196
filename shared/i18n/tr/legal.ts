import type { Catalog } from '../types.ts'
import type { legal as en } from '../en/legal.ts'

export const legal: Catalog<typeof en> = {
  placeholder: 'Yakında',
}
