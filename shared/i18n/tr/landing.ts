import type { Catalog } from '../types.ts'
import type { landing as en } from '../en/landing.ts'

export const landing: Catalog<typeof en> = {
  placeholder: 'Yakında',
}
