import { apiPath } from '#shared/api-paths.ts'
import { ApiRequestError } from '#app/lib/api.ts'
import { useTranslation } from '#app/lib/i18n.ts'

export type Notice = { tone: 'error' | 'success'; text: string } | null
export type Action = 'take-back' | 'operations-cancel' | 'close'

export const ridePath = (rideId: string, tail: string) =>
  apiPath(`/admin/rides/${encodeURIComponent(rideId)}/${tail}` as `/${string}`)

/** A refusal in the server's words (already in the page's language), or a generic failure. */
export function useErrorText() {
  const { t } = useTranslation('admin')
  return (error: unknown) => (error instanceof ApiRequestError ? error.message : t('dispatch.failed'))
}
