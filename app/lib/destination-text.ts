import { useTranslation } from './i18n.ts'

/**
 * A ride's destination as text: its address, or the catalog's "Not given" / "Belirtilmedi" when
 * the passenger gave none (decision 054). One home, so every list, page and receipt says the same.
 */
export function useDestinationText(): (address: string | null | undefined) => string {
  const { t } = useTranslation('common')
  return (address) => (address?.trim() ? address : t('noDestination'))
}
