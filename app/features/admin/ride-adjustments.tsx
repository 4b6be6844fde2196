import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { apiPath } from '#shared/api-paths.ts'
import { formatDateTime, formatLira, parseLiraToKurus } from '#shared/format.ts'
import type { Lang } from '#shared/routes.ts'
import { ADJUSTMENT_KINDS, type AdjustmentKind, type RideAdjustments } from '#shared/schemas/adjustments.ts'
import { SelectField, TextAreaField, TextField } from '#app/components/field.tsx'
import { ApiRequestError } from '#app/lib/api.ts'
import { useLang, useTranslation, type TFunction } from '#app/lib/i18n.ts'
import { adminGet, adminPost } from './admin-api.ts'

const pathOf = (rideId: string) => apiPath(`/admin/rides/${encodeURIComponent(rideId)}/adjustments` as `/${string}`)

/**
 * Refunds, credits and fare corrections of a ride (issue 25, decision 057): what was charged and
 * given back, each entry, and the form that adds one. On a problem report's page the new entry is
 * tied to that report.
 */
export function RideAdjustmentsSection({ rideId, problemReportId }: { rideId: string; problemReportId?: string }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const query = useQuery({
    queryKey: ['admin', 'ride-adjustments', rideId, lang],
    queryFn: ({ signal }) => adminGet<RideAdjustments>(pathOf(rideId), {}, lang, signal),
  })
  const data = query.data
  return (
    <section className="admin-section" aria-labelledby="adjustments-title">
      <h2 id="adjustments-title">{t('adjustments.title')}</h2>
      <p>{t('adjustments.lead')}</p>
      {query.isError && <p role="alert">{t('adjustments.failed')}</p>}
      {data && (
        <>
          <dl className="admin-dl">
            <dt>{t('adjustments.charged')}</dt>
            <dd>{formatLira(data.chargedKurus, lang)}</dd>
            <dt>{t('adjustments.refunded')}</dt>
            <dd>{formatLira(data.refundedKurus, lang)}</dd>
            <dt>{t('adjustments.credited')}</dt>
            <dd>{formatLira(data.creditedKurus, lang)}</dd>
            <dt>{t('adjustments.corrected')}</dt>
            <dd>{formatLira(data.fareCorrectedKurus, lang)}</dd>
          </dl>
          <AdjustmentList data={data} />
          {/* nothing collected, nothing to refund: the form offers a refund only when one can pass (issue 30) */}
          {data.chargedKurus === 0 && <p className="alert alert--info">{t('adjustments.nothingCollected')}</p>}
          <AdjustmentForm
            refundable={data.chargedKurus - data.refundedKurus > 0}
            rideId={rideId}
            problemReportId={problemReportId}
            limitKurus={data.callerLimitKurus}
            supportLimits={data.supportLimits}
          />
        </>
      )}
    </section>
  )
}

function AdjustmentList({ data }: { data: RideAdjustments }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  if (data.items.length === 0) return <p>{t('adjustments.empty')}</p>
  return (
    <div className="admin-table">
      {/* focusable and named like AdminTable's: a narrow screen scrolls it by keyboard */}
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-labelledby="adjustments-list">
        <table>
          <caption id="adjustments-list">{t('adjustments.list')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adjustments.when')}</th>
              <th scope="col">{t('adjustments.type')}</th>
              <th scope="col">{t('adjustments.amountColumn')}</th>
              <th scope="col">{t('audit.fields.reason')}</th>
              <th scope="col">{t('adjustments.by')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id}>
                <td>{formatDateTime(item.createdAt, lang)}</td>
                <td>{t(`adjustments.listKinds.${item.kind}`)}</td>
                <td>{formatLira(item.amountKurus, lang)}</td>
                <td>{item.reason}</td>
                <td>{item.createdBy.name || item.createdBy.id}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

type Errors = { amount?: string; reason?: string }

/** Checks the form, posts the adjustment and says how it went, in the page's language. */
function useAdjustmentSubmit(props: { rideId: string; problemReportId?: string }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  const submit = async (input: { kind: AdjustmentKind; amount: string; reason: string }) => {
    const amountKurus = parseLiraToKurus(input.amount)
    const found: Errors = {
      ...(amountKurus === null || amountKurus <= 0 ? { amount: t('adjustments.invalidAmount') } : {}),
      ...(input.reason.trim() === '' ? { reason: t('adjustments.reasonRequired') } : {}),
    }
    setErrors(found)
    setMessage(null)
    if (found.amount || found.reason || amountKurus === null) return false
    setBusy(true)
    try {
      const { kind, reason } = input
      const body = {
        kind,
        amountKurus,
        reason,
        ...(props.problemReportId ? { problemReportId: props.problemReportId } : {}),
      }
      await adminPost<RideAdjustments>(pathOf(props.rideId), body, lang)
      // inside a sentence: “₺150,00 iade kaydedildi.”, not “… İade”
      const kindText = t(`adjustments.listKinds.${kind}`).toLocaleLowerCase(lang)
      setMessage({ ok: true, text: t('adjustments.saved', { kind: kindText, amount: formatLira(amountKurus, lang) }) })
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
      return true
    } catch (error) {
      // the server's own sentence in the page's language; never a bare status code
      const known = error instanceof ApiRequestError && error.status > 0
      setMessage({ ok: false, text: known ? error.message : t('adjustments.failed') })
      return false
    } finally {
      setBusy(false)
    }
  }
  return { errors, busy, message, submit }
}

function AdjustmentForm(props: {
  refundable: boolean
  rideId: string
  problemReportId?: string
  limitKurus: number
  supportLimits: RideAdjustments['supportLimits']
}) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const kinds = ADJUSTMENT_KINDS.filter((k) => k !== 'REFUND' || props.refundable)
  const [chosen, setKind] = useState<AdjustmentKind>(kinds[0]!)
  const kind = kinds.includes(chosen) ? chosen : kinds[0]!
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const { errors, busy, message, submit } = useAdjustmentSubmit(props)

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit({ kind, amount, reason }).then((ok) => {
          if (!ok) return
          setAmount('')
          setReason('')
        })
      }}
    >
      <SelectField
        label={t('adjustments.kind')}
        select={{ name: 'kind', value: kind, onChange: (e) => setKind(e.target.value as AdjustmentKind) }}
      >
        {kinds.map((k) => (
          <option key={k} value={k}>
            {t(`adjustments.kinds.${k}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('adjustments.amount')}
        hint={amountHint(props, lang, t)}
        error={errors.amount}
        input={{
          name: 'amount',
          inputMode: 'decimal',
          autoComplete: 'off',
          value: amount,
          onChange: (e) => setAmount(e.target.value),
          required: true,
        }}
      />
      <TextAreaField
        label={t('adjustments.reason')}
        error={errors.reason}
        textarea={{
          name: 'reason',
          rows: 3,
          value: reason,
          onChange: (e) => setReason(e.target.value),
          required: true,
        }}
      />
      <div aria-live="polite" aria-atomic="true">
        {message && <p className={`alert ${message.ok ? 'alert--success' : 'alert--error'}`}>{message.text}</p>}
      </div>
      <div className="admin-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('adjustments.saving') : t('adjustments.submit')}
        </button>
      </div>
    </form>
  )
}

/** The amount's hint: the limit per entry and, for SUPPORT, the ride's and the day's with what is left (decision 071). */
function amountHint(
  props: { limitKurus: number; supportLimits: RideAdjustments['supportLimits'] },
  lang: Lang,
  t: TFunction<'admin'>,
): string {
  const lira = (kurus: number) => formatLira(kurus, lang)
  const entry = t('adjustments.amountHint', { limit: lira(props.limitKurus) })
  const s = props.supportLimits
  if (!s) return entry
  const totals = t('adjustments.supportLimits', {
    ride: lira(s.rideKurus),
    rideLeft: lira(s.rideLeftKurus),
    day: lira(s.dayKurus),
    dayLeft: lira(s.dayLeftKurus),
  })
  return `${entry} ${totals}`
}
