import type { Lang } from '#shared/routes.ts'
import { serverT } from '#server/core/i18n.ts'
import { cityText, istanbulDateTime, type CsvColumn } from '#server/core/exports/csv.ts'
import type { UserListItem } from '#server/features/users/index.ts'

/** The columns of the users export: words for type, membership and account state, Istanbul times. */
export function userCsvColumns(lang: Lang): CsvColumn<UserListItem>[] {
  const t = serverT(lang, 'admin')
  const membership = serverT(lang, 'dashboard')
  return [
    { header: t('csv.id'), value: (u) => u.id },
    { header: t('csv.createdAt'), value: (u) => istanbulDateTime(u.createdAt, lang) },
    { header: t('csv.firstName'), value: (u) => u.firstName },
    { header: t('csv.lastName'), value: (u) => u.lastName },
    { header: t('csv.email'), value: (u) => u.email },
    { header: t('csv.phone'), value: (u) => u.phone },
    { header: t('csv.city'), value: (u) => cityText(u.city, lang) },
    { header: t('csv.userType'), value: (u) => t(`roles.${u.userType}`) },
    {
      header: t('csv.membership'),
      // membership is a passenger's: other accounts have none to show
      value: (u) =>
        u.userType !== 'PASSENGER'
          ? ''
          : membership(u.membershipType === 'PREMIUM' ? 'membership.premium' : 'membership.free'),
    },
    { header: t('csv.isActive'), value: (u) => t(u.isActive ? 'users.active' : 'users.inactive') },
  ]
}
