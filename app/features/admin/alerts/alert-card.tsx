import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type Dispatch, type ReactNode, type Ref, type SetStateAction } from 'react'
import { Link } from 'react-router'
import { apiPath } from '#shared/api-paths.ts'
import { formatDateTime } from '#shared/format.ts'
import { adminPath } from '#shared/routes.ts'
import type { Alert } from '#shared/schemas/operations-alerts.ts'
import { TextAreaField, useFieldMessage } from '#app/components/field.tsx'
import { ApiRequestError } from '#app/lib/api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { adminPost } from '../admin-api.ts'
import { Details } from '../cases/case-parts.tsx'
import { useRideStatusText } from '../words.ts'
import { useAgeText, useAlertKindText, useStaffText } from './alert-words.ts'

/** An alert's identity: a ride has at most one alert of each kind. */
export const alertKey = (alert: { rideId: string; kind: string }) => `${alert.rideId}:${alert.kind}`

/** What the operator has typed, by alert: kept by the page, so a refresh or a moved card loses nothing. */
export type Drafts = Record<string, { answer?: string; note?: string }>

type Step = 'take' | 'answer' | 'close'
type Problem = { text: string; fields?: Record<string, string> } | null

/** An alert open this long is marked as overdue (a passenger has been waiting for minutes). */
const OVERDUE_MS = 5 * 60_000

/**
 * One alert of the queue: what happened (in words), the ride one click away, how long ago, who has
 * it; Take while open, Answer and Close once taken (Close also without taking, for a false alarm).
 */
export function AlertCard(props: {
  alert: Alert
  myId: string
  now: number
  drafts: Drafts
  setDrafts: Dispatch<SetStateAction<Drafts>>
  onDone: (text: string, leavesList: boolean) => void
}) {
  const { alert, myId, now } = props
  const { t } = useTranslation('adminAlerts')
  const id = useId()
  const kindText = useAlertKindText()(alert.kind)
  const key = alertKey(alert)
  const draft = props.drafts[key] ?? {}
  const setDraft = (field: 'answer' | 'note', value: string) =>
    props.setDrafts((all) => ({ ...all, [key]: { ...all[key], [field]: value } }))
  const { busy, problem, send } = useStep(alert)
  const answerRef = useRef<HTMLTextAreaElement>(null)
  const [justTook, setJustTook] = useState(false)
  useEffect(() => {
    // once taken, the answer field is the next thing to do: it takes the focus
    if (justTook && alert.status === 'TAKEN') {
      answerRef.current?.focus()
      setJustTook(false)
    }
  }, [justTook, alert.status])
  const fieldMessage = useFieldMessage()
  const run = async (step: Step, body: object, after: () => void) => {
    if (await send(step, body)) {
      after()
      props.onDone(t(`done.${step}`, { kind: kindText }), step === 'close')
    }
  }
  return (
    <article className={`alerts-card alerts-card--${alert.status.toLowerCase()}`} aria-labelledby={`${id}-kind`}>
      <h2 id={`${id}-kind`} className="alerts-card__kind">
        {kindText}
      </h2>
      <AlertDetails alert={alert} myId={myId} now={now} />
      <div aria-live="polite" aria-atomic="true">
        {problem && <p className="alert alert--error">{problem.text}</p>}
      </div>
      {alert.status === 'OPEN' && (
        <div className="admin-actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-label={t('actions.takeLabel', { kind: kindText })}
            onClick={() => void run('take', {}, () => setJustTook(true))}
          >
            {t('actions.take')}
          </button>
        </div>
      )}
      {alert.status === 'TAKEN' && (
        <AnswerForm
          answerRef={answerRef}
          busy={busy}
          answer={draft.answer ?? ''}
          setAnswer={(v) => setDraft('answer', v)}
          error={fieldMessage(problem?.fields?.answer)}
          onAnswer={(answer) => void run('answer', { answer }, () => setDraft('answer', ''))}
        />
      )}
      {alert.status !== 'CLOSED' && (
        <CloseForm
          untaken={alert.status === 'OPEN'}
          busy={busy}
          note={draft.note ?? ''}
          setNote={(v) => setDraft('note', v)}
          error={fieldMessage(problem?.fields?.note)}
          onClose={() => void run('close', draft.note?.trim() ? { note: draft.note } : {}, () => setDraft('note', ''))}
        />
      )}
    </article>
  )
}

/** What the queue says of an alert: its ride (a link to its page and timeline), when, who has it. */
function AlertDetails({ alert, myId, now }: { alert: Alert; myId: string; now: number }) {
  const { t } = useTranslation('adminAlerts')
  const lang = useLang()
  const ageText = useAgeText()
  const staffText = useStaffText(myId)
  const statusText = useRideStatusText()
  const overdue = alert.status === 'OPEN' && now - Date.parse(alert.raisedAt) >= OVERDUE_MS
  const ride = alert.ride
  const items: [string, ReactNode][] = [
    [
      t('fields.ride'),
      ride ? (
        <Link to={adminPath('ride', lang, { rideId: alert.rideId })}>
          {t('openRide', { pickup: ride.pickupAddress })}
        </Link>
      ) : (
        t('noRide')
      ),
    ],
  ]
  if (ride) items.push([t('fields.rideStatus'), statusText(ride.status)])
  if (ride?.plate || ride?.driverName)
    items.push([t('fields.taxi'), [ride.plate, ride.driverName].filter(Boolean).join(' · ')])
  items.push([
    t('fields.raised'),
    <>
      <time dateTime={alert.raisedAt}>{ageText(alert.raisedAt, now)}</time>
      {' · '}
      {formatDateTime(alert.raisedAt, lang)}
      {overdue && <strong className="case-overdue"> · {t('overdue')}</strong>}
    </>,
  ])
  items.push([t('fields.takenBy'), staffText(alert.takenBy)])
  if (alert.answer) items.push([t('fields.answer'), alert.answer])
  if (alert.closedBy)
    items.push([
      t('fields.closedBy'),
      `${staffText(alert.closedBy)} · ${alert.closedAt ? formatDateTime(alert.closedAt, lang) : ''}`,
    ])
  if (alert.resolution)
    // closed by itself: its cause ended, and the card says which way (decision 071)
    items.push([
      t('fields.resolution'),
      `${t(`resolutions.${alert.resolution}`)} · ${alert.closedAt ? formatDateTime(alert.closedAt, lang) : ''}`,
    ])
  if (alert.takenBy || alert.closedBy) {
    const history = `?recordType=ride_alert&recordId=${encodeURIComponent(alertKey(alert))}`
    items.push([t('fields.history'), <Link to={`${adminPath('auditLog', lang)}${history}`}>{t('history')}</Link>])
  }
  return <Details items={items} />
}

/** The answer to a taken alert: what was done (it may be written again until the alert is closed). */
function AnswerForm(props: {
  answerRef: Ref<HTMLTextAreaElement>
  busy: boolean
  answer: string
  setAnswer: (answer: string) => void
  error?: string
  onAnswer: (answer: string) => void
}) {
  const { t } = useTranslation('adminAlerts')
  // too short is said here, before a round trip (the server refuses it too)
  const [short, setShort] = useState(false)
  return (
    <form
      noValidate
      className="alerts-card__form"
      onSubmit={(e) => {
        e.preventDefault()
        const answer = props.answer.trim()
        setShort(answer.length < 3)
        if (answer.length >= 3) props.onAnswer(answer)
      }}
    >
      <TextAreaField
        label={t('actions.answerLabel')}
        hint={t('actions.answerHint')}
        error={short ? t('actions.answerShort') : props.error}
        textarea={{
          ref: props.answerRef,
          name: 'answer',
          rows: 3,
          maxLength: 1000,
          value: props.answer,
          onChange: (e) => {
            setShort(false)
            props.setAnswer(e.target.value)
          },
          required: true,
        }}
      />
      <button type="submit" className="button" disabled={props.busy}>
        {t('actions.saveAnswer')}
      </button>
    </form>
  )
}

/** The closing note and button; for an alert nobody took, folded away behind "Close without taking…". */
function CloseForm(props: {
  untaken: boolean
  busy: boolean
  note: string
  setNote: (note: string) => void
  error?: string
  onClose: () => void
}) {
  const { t } = useTranslation('adminAlerts')
  const form = (
    <form
      noValidate
      className="alerts-card__form"
      onSubmit={(e) => {
        e.preventDefault()
        props.onClose()
      }}
    >
      <TextAreaField
        label={t('actions.noteLabel')}
        error={props.error}
        textarea={{
          name: 'note',
          rows: 2,
          maxLength: 1000,
          value: props.note,
          onChange: (e) => props.setNote(e.target.value),
        }}
      />
      <button type="submit" className="button button--secondary" disabled={props.busy}>
        {t('actions.close')}
      </button>
    </form>
  )
  if (!props.untaken) return form
  return (
    <details className="alerts-card__more" open={props.note ? true : undefined}>
      <summary>{t('actions.closeUntaken')}</summary>
      {form}
    </details>
  )
}

/** Sends one step of an alert; every admin query (the list, the counts) reloads after it, success or refusal. */
function useStep(alert: Alert) {
  const lang = useLang()
  const { t } = useTranslation('adminAlerts')
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem>(null)
  const send = async (step: Step, body: object): Promise<boolean> => {
    setBusy(true)
    setProblem(null)
    const path = apiPath(
      `/admin/alerts/${encodeURIComponent(alert.rideId)}/${encodeURIComponent(alert.kind)}/${step}` as `/${string}`,
    )
    try {
      await adminPost<Alert>(path, body, lang)
      return true
    } catch (error) {
      const known = error instanceof ApiRequestError && error.status >= 400 && error.status < 500
      setProblem({ text: known ? error.message : t('failed'), fields: known ? error.fields : undefined })
      return false
    } finally {
      setBusy(false)
      // someone else's take or close shows at once; what was typed stays in the page's drafts
      await queryClient.invalidateQueries({ queryKey: ['admin', 'alerts'] })
    }
  }
  return { busy, problem, send }
}
