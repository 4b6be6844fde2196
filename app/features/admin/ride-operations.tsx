import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { AdminRide } from '#shared/schemas/admin-rides.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { NearestTaxis } from './ride-operations-taxis.tsx'
import { ridePath, useErrorText, type Action, type Notice } from './ride-operations-words.ts'
import { adminPost } from './admin-api.ts'

/**
 * The ride page's "Operations" panel (issue 25, decision 059): for a waiting request the nearest
 * free taxis and an Offer button each; for an assigned ride "Take back"; cancel as operations
 * before the trip, close a ride stuck in progress. Each action asks a reason, and its form's submit
 * is the confirmation; the ride's timeline and audit trail above and below show it once done.
 */
export function RideOperations({ data }: { data: AdminRide }) {
  const { t } = useTranslation('admin')
  const status = data.ride.status
  const rideId = data.ride.id
  const isOpen = ['REQUESTED', 'ASSIGNED', 'ARRIVED', 'IN_PROGRESS'].includes(status)
  // the action's own form goes once the ride moves on: the outcome is announced here
  const [done, setDone] = useState('')
  return (
    <section className="admin-section ride-ops" aria-labelledby="ride-ops-title">
      <h2 id="ride-ops-title">{t('dispatch.title')}</h2>
      {isOpen ? <p>{t('dispatch.lead')}</p> : <p>{t('dispatch.nothingToDo')}</p>}
      <p role="status" className={done ? 'alert alert--success' : 'visually-hidden'}>
        {done}
      </p>
      {status === 'REQUESTED' && <NearestTaxis rideId={rideId} />}
      <div className="admin-actions ride-ops__actions">
        {status === 'ASSIGNED' && <OperationsAction rideId={rideId} action="take-back" onDone={setDone} />}
        {['REQUESTED', 'ASSIGNED', 'ARRIVED'].includes(status) && (
          <OperationsAction rideId={rideId} action="operations-cancel" onDone={setDone} />
        )}
        {status === 'IN_PROGRESS' && <OperationsAction rideId={rideId} action="close" onDone={setDone} />}
      </div>
    </section>
  )
}

const WORDS = {
  'take-back': { label: 'takeBack', lead: 'takeBackLead', done: 'takeBackDone' },
  'operations-cancel': { label: 'cancel', lead: 'cancelLead', done: 'cancelDone' },
  close: { label: 'close', lead: 'closeLead', done: 'closeDone' },
} as const

/** Sends an action with its reason; the page's queries (ride, timeline, audit trail) reload after it. */
function useSend(rideId: string, action: Action) {
  const lang = useLang()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<Notice>(null)
  const [busy, setBusy] = useState(false)
  const send = async (reason: string): Promise<boolean> => {
    setBusy(true)
    try {
      await adminPost<AdminRide>(ridePath(rideId, action), { reason }, lang)
      setNotice(null)
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
      return true
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error) })
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, notice, setNotice, send }
}

/**
 * One action with a reason, in two steps (issue 30): the button opens the reason form (the field
 * takes focus; Escape or "Go back" closes it), whose submit button, saying what it does and that it
 * cannot be undone, is the confirmation.
 */
function OperationsAction(props: { rideId: string; action: Action; onDone: (text: string) => void }) {
  const { rideId, action } = props
  const lang = useLang()
  const { t } = useTranslation('admin')
  const id = useId()
  const [isOpen, setIsOpen] = useState(false)
  const [reason, setReason] = useState('')
  const words = WORDS[action]
  const label = t(`dispatch.${words.label}`)
  const { busy, notice, setNotice, send } = useSend(rideId, action)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (await send(reason.trim())) {
      setIsOpen(false)
      setReason('')
      props.onDone(t(`dispatch.${words.done}`))
    }
  }
  return (
    <div className="ride-ops__action">
      {!isOpen ? (
        <button type="button" className="button button--secondary" onClick={() => (setIsOpen(true), setNotice(null))}>
          {label}
        </button>
      ) : (
        <form
          className="admin-form"
          aria-labelledby={`${id}-title`}
          onSubmit={(e) => void submit(e)}
          onKeyDown={(e) => e.key === 'Escape' && setIsOpen(false)}
        >
          <h3 id={`${id}-title`}>{label}</h3>
          <p id={`${id}-lead`}>
            {t(`dispatch.${words.lead}`)} {t('dispatch.confirmQuestion')}
          </p>
          <label htmlFor={`${id}-reason`}>{t('dispatch.reason')}</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            required
            minLength={3}
            maxLength={500}
            rows={2}
            autoFocus
            aria-describedby={`${id}-lead`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="admin-actions">
            <button type="submit" className="button" disabled={busy}>
              {t('dispatch.confirm', { action: label.toLocaleLowerCase(lang === 'tr' ? 'tr-TR' : 'en-GB') })}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setIsOpen(false)}>
              {t('dispatch.back')}
            </button>
          </div>
        </form>
      )}
      <p role="status" className={notice ? `alert alert--${notice.tone}` : 'visually-hidden'}>
        {notice?.text ?? ''}
      </p>
    </div>
  )
}
