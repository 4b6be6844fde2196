import type { Catalog } from '../types.ts'
import type { support as en } from '../en/support.ts'

export const support: Catalog<typeof en> = {
  placeholder: 'Yakında',
}
