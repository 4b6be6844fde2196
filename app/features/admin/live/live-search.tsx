import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { apiPath } from '#shared/api-paths.ts'
import { adminPath } from '#shared/routes.ts'
import type { LiveFound } from '#shared/schemas/operations-live.ts'
import { ApiRequestError } from '#app/lib/api.ts'
import { useLang } from '#app/lib/i18n.ts'
import { adminGet } from '../admin-api.ts'
import { useRideStatusText } from '../words.ts'
import type { LiveWords } from './live-words.ts'

type Outcome = { kind: 'found'; found: LiveFound } | { kind: 'error'; message: string } | null

/** Find a ride by its id or a taxi by its plate: the map goes to it, and its ride's page is a link away. */
export function LiveSearch({
  words,
  onFound,
}: {
  words: LiveWords
  onFound: (at: { lat: number; lng: number }) => void
}) {
  const { t } = words
  const lang = useLang()
  const statusText = useRideStatusText()
  const [q, setQ] = useState('')
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [isBusy, setIsBusy] = useState(false)
  const inputId = useId()
  const hintId = useId()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const text = q.trim()
    if (text.length < 2) {
      setOutcome({ kind: 'error', message: t('search.tooShort') })
      return
    }
    setIsBusy(true)
    try {
      const found = await adminGet<LiveFound>(apiPath('/admin/live/find'), { q: text }, lang)
      setOutcome({ kind: 'found', found })
      if (found.lat !== null && found.lng !== null) onFound({ lat: found.lat, lng: found.lng })
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0
      const message =
        status === 404 ? t('search.notFound', { q: text }) : status === 400 ? t('search.tooShort') : t('search.failed')
      setOutcome({ kind: 'error', message })
    } finally {
      setIsBusy(false)
    }
  }

  const found = outcome?.kind === 'found' ? outcome.found : null
  return (
    <form className="live-search" role="search" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>{t('search.label')}</label>
      <div className="live-search__row">
        <input
          id={inputId}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button" disabled={isBusy}>
          {t('search.submit')}
        </button>
      </div>
      <p id={hintId} className="live-search__hint">
        {t('search.hint')}
      </p>
      <div role="status" className="live-search__outcome">
        {outcome?.kind === 'error' ? <p className="live-search__error">{outcome.message}</p> : null}
        {found ? (
          <p>
            {found.rideId
              ? t('search.foundRide', {
                  status: statusText(found.status ?? ''),
                  plate: found.plate ? t('search.plateSuffix', { plate: found.plate }) : '',
                })
              : t('search.foundTaxi', { plate: found.plate ?? '' })}
            {found.lat === null ? ` ${t('search.offline')}` : ''}{' '}
            {found.rideId ? (
              <Link to={adminPath('ride', lang, { rideId: found.rideId })}>{t('search.openRide')}</Link>
            ) : null}
          </p>
        ) : null}
      </div>
    </form>
  )
}
