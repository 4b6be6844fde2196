import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Fragment, useState, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { formatDate } from '#shared/format.ts'
import { TextAreaField, useFieldMessage } from '#app/components/field.tsx'
import type { Lang } from '#shared/routes.ts'
import { ApiRequestError } from '#app/lib/api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { adminGet, adminPost } from '../admin-api.ts'

/** An Istanbul calendar day (`YYYY-MM-DD`) as people read it. */
export const dayText = (day: string, lang: Lang) => formatDate(`${day}T12:00:00Z`, lang)

/** The record a list page shows in detail: `?id=` of the page's own address. */
export function useDetailId(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams()
  return [params.get('id'), (id) => setParams(withId(params, id))]
}

/** The page's address with `id` set or removed: the list's filters stay. */
function withId(params: URLSearchParams, id: string | null): string {
  const next = new URLSearchParams(params)
  if (id) next.set('id', id)
  else next.delete('id')
  return `?${next.toString()}`
}

export function DetailLink({ id, children }: { id: string; children: ReactNode }) {
  const [params] = useSearchParams()
  return <Link to={withId(params, id)}>{children}</Link>
}

/** Back to the list as it was filtered. */
export function BackLink() {
  const { t } = useTranslation('adminCases')
  const [params] = useSearchParams()
  return (
    <p>
      <Link to={withId(params, null)}>{t('common.back')}</Link>
    </p>
  )
}

/** One record of the staff API, refreshed after each action. */
export function useRecord<T>(path: string | null) {
  const lang = useLang()
  return useQuery({
    queryKey: ['admin', 'case', path, lang],
    queryFn: ({ signal }) => adminGet<T>(path!, {}, lang, signal),
    enabled: path !== null,
  })
}

/** Runs a staff action, shows its outcome, and reloads every admin query (lists, record, trail). */
export function useAction() {
  const lang = useLang()
  const { t } = useTranslation('adminCases')
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string; fields?: Record<string, string> } | null>(null)
  const run = async (path: string, body: unknown = {}) => {
    setBusy(true)
    setMessage(null)
    try {
      await adminPost(path, body, lang)
      setMessage({ ok: true, text: t('common.saved') })
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
      return true
    } catch (error) {
      const known = error instanceof ApiRequestError
      setMessage({
        ok: false,
        text: known ? error.message : t('common.error'),
        fields: known ? error.fields : undefined,
      })
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, message, run }
}

/** Rejecting a record (a driver, a KVKK request): a required reason, sent to `${base}/reject` through `useAction().run`. */
export function RejectForm(props: {
  label: string
  submitLabel: string
  rows: number
  busy: boolean
  reasonError?: string
  onReject: (reason: string) => void
}) {
  const fieldMessage = useFieldMessage()
  const [reason, setReason] = useState('')
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        props.onReject(reason)
      }}
    >
      <TextAreaField
        label={props.label}
        error={fieldMessage(props.reasonError)}
        textarea={{
          name: 'reason',
          rows: props.rows,
          value: reason,
          onChange: (e) => setReason(e.target.value),
          required: true,
        }}
      />
      <button type="submit" className="button button--secondary" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </form>
  )
}

export function ActionMessage({ message }: { message: { ok: boolean; text: string } | null }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {message && <p className={`alert ${message.ok ? 'alert--success' : 'alert--error'}`}>{message.text}</p>}
    </div>
  )
}

/** A `<dl>` of label → value. */
export function Details({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="admin-dl">
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
