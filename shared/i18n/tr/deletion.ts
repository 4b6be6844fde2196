import type { Catalog } from '../types.ts'
import type { deletion as en } from '../en/deletion.ts'

export const deletion: Catalog<typeof en> = {
  placeholder: 'Yakında',
}
