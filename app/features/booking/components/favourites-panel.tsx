import { useState, type FormEvent } from 'react'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import {
  addFavouritePlace,
  removeFavouritePlace,
  renameFavouritePlace,
  type FavouritePlace,
} from '../api/favourite-places.ts'
import type { FAVOURITE_PLACE_NAME_MAX } from '#shared/schemas/favourite-places.ts'
import type { DraftPlace } from '../lib/draft-storage.ts'
import { errorText } from '../lib/error-text.ts'
import { hasPosition } from '../lib/ride-draft.ts'

/** The API's limit, typed against it (the schema module itself is not shipped: it carries zod). */
const NAME_MAX: typeof FAVOURITE_PLACE_NAME_MAX = 40

type Status = { text: string; isError: boolean } | null
type Run = (work: () => Promise<FavouritePlace[]>, done: string) => Promise<boolean>

/**
 * The passenger's saved places, managed where they are used: save the pickup under a name, rename
 * or remove one. The list is the server's; each change answers with the place changed.
 */
export function FavouritesPanel({
  favourites,
  pickup,
  onChange,
}: {
  favourites: FavouritePlace[]
  pickup: DraftPlace
  onChange: (favourites: FavouritePlace[]) => void
}) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const [status, setStatus] = useState<Status>(null)
  const run: Run = async (work, done) => {
    try {
      onChange(await work())
      setStatus({ text: done, isError: false })
      return true
    } catch (error) {
      setStatus({ text: errorText(error, t), isError: true })
      return false
    }
  }
  const say = (text: string) => setStatus({ text, isError: true })
  return (
    <details className="booking-favourites">
      <summary>{t('favourites.title')}</summary>
      {favourites.length === 0 ? (
        <p>{t('favourites.empty')}</p>
      ) : (
        <ul className="booking-favourites__list">
          {favourites.map((place) => (
            <FavouriteItem
              key={place.id}
              place={place}
              onRename={(name) =>
                run(
                  async () => {
                    const renamed = await renameFavouritePlace(lang, place.id, name)
                    return favourites.map((f) => (f.id === renamed.id ? renamed : f))
                  },
                  t('favourites.saved', { name }),
                )
              }
              onRemove={() =>
                run(
                  async () => {
                    await removeFavouritePlace(lang, place.id)
                    return favourites.filter((f) => f.id !== place.id)
                  },
                  t('favourites.removed', { name: place.name }),
                )
              }
              onInvalid={say}
            />
          ))}
        </ul>
      )}
      <AddFavourite
        onAdd={(name) => {
          if (!pickup.address.trim() || !hasPosition(pickup)) {
            say(t('from.needed'))
            return Promise.resolve(false)
          }
          const place = { name, address: pickup.address.trim(), lat: pickup.lat, lng: pickup.lng }
          return run(async () => [...favourites, await addFavouritePlace(lang, place)], t('favourites.saved', { name }))
        }}
        onInvalid={say}
      />
      {status && (
        <p
          role={status.isError ? 'alert' : 'status'}
          className={status.isError ? 'alert alert--error' : 'booking-note'}
        >
          {status.text}
        </p>
      )}
    </details>
  )
}

function FavouriteItem({
  place,
  onRename,
  onRemove,
  onInvalid,
}: {
  place: FavouritePlace
  onRename: (name: string) => Promise<boolean>
  onRemove: () => void
  onInvalid: (text: string) => void
}) {
  const { t } = useTranslation('booking')
  const [name, setName] = useState<string | null>(null)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = (name ?? '').trim()
    if (!trimmed) return onInvalid(t('favourites.nameRequired'))
    if (await onRename(trimmed)) setName(null)
  }
  if (name !== null)
    return (
      <li>
        <form onSubmit={onSubmit} className="booking-favourites__rename">
          <label htmlFor={`booking-rename-${place.id}`}>{t('favourites.renameLabel', { name: place.name })}</label>
          <input
            id={`booking-rename-${place.id}`}
            value={name}
            maxLength={NAME_MAX}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button">
            {t('favourites.saveName')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setName(null)}>
            {t('favourites.cancel')}
          </button>
        </form>
      </li>
    )
  return (
    <li>
      <span>
        <strong>{place.name}</strong> {place.address}
      </span>
      <button type="button" className="button button--secondary" onClick={() => setName(place.name)}>
        {t('favourites.rename')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('favourites.removeLabel', { name: place.name })}
        onClick={onRemove}
      >
        {t('favourites.remove')}
      </button>
    </li>
  )
}

function AddFavourite({
  onAdd,
  onInvalid,
}: {
  onAdd: (name: string) => Promise<boolean>
  onInvalid: (text: string) => void
}) {
  const { t } = useTranslation('booking')
  const [name, setName] = useState('')
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return onInvalid(t('favourites.nameRequired'))
    if (await onAdd(trimmed)) setName('')
  }
  return (
    <form onSubmit={onSubmit} className="booking-favourites__add">
      <label htmlFor="booking-favourite-name">{t('favourites.name')}</label>
      <input
        id="booking-favourite-name"
        value={name}
        maxLength={NAME_MAX}
        aria-describedby="booking-favourite-hint"
        onChange={(event) => setName(event.target.value)}
      />
      <p id="booking-favourite-hint" className="field__hint">
        {t('favourites.nameHint')}
      </p>
      <button type="submit" className="button button--secondary">
        {t('favourites.save')}
      </button>
    </form>
  )
}
