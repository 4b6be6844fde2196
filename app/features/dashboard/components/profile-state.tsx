import { Navigate } from 'react-router'
import { ApiRequestError } from '#app/lib/api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { loginPathOf, type PanelUserType } from '#app/lib/require-user-type.ts'
import { type useMe } from '../api/get-me.ts'
import { QueryError } from './query-error.tsx'

type Me = ReturnType<typeof useMe>

/** True when the profile could not be read at all, so the panels cannot render. */
export function isProfileBlocked(me: Me): boolean {
  return me.isError && !me.data
}

/**
 * What to show instead of the panels when the profile cannot be read: 'User not found' when the
 * account has no user data (spec §8), the sign-in page when the session ended meanwhile, else a retry.
 */
export function ProfileBlocked({ me, userType }: { me: Me; userType: PanelUserType }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const error = me.error
  if (error instanceof ApiRequestError && error.status === 401) {
    return <Navigate to={loginPathOf(userType, lang)} replace />
  }
  if (error instanceof ApiRequestError && error.status === 404) {
    return (
      <div className="container dash-panel">
        <div role="alert" className="card dash-not-found">
          <h2>{t('states.userNotFound')}</h2>
          <p>{t('states.userNotFoundText')}</p>
        </div>
      </div>
    )
  }
  return (
    <div className="container dash-panel">
      <QueryError onRetry={() => void me.refetch()} busy={me.isFetching} />
    </div>
  )
}
