import { useTranslation } from '#app/lib/i18n.ts'

/** A page of the back-office not built yet (the KVKK branch replaces these). */
export function AdminPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <h1>{title}</h1>
      <p>{t('placeholder.text')}</p>
    </>
  )
}
