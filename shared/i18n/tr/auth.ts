import type { Catalog } from '../types.ts'
import type { auth as en } from '../en/auth.ts'

export const auth: Catalog<typeof en> = {
  placeholder: 'Yakında',
}
