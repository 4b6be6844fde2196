import { formatDate } from '#shared/format.ts'
import type { Lang } from '#shared/routes.ts'
import type { FareEstimateRequest, FareEstimateResponse } from '#shared/schemas/fare-estimate.ts'
import { estimateFare } from '#shared/tariffs/estimate.ts'
import { cityLabel } from '#shared/tariffs/labels.ts'
import { effectiveInstant } from '#shared/tariffs/select.ts'
import { serverT } from '#server/core/i18n.ts'

/**
 * The fare estimate of `POST /api/v1/fare-estimates`: the shared `estimateFare()` at the asked
 * instant (now by default), with the texts a client shows in the caller's language.
 */
export function createFareEstimate(input: FareEstimateRequest, now: Date, lang: Lang): FareEstimateResponse {
  const at = input.at ? new Date(input.at) : now
  const result = estimateFare({ ...input, at })
  const t = serverT(lang, 'fares')
  if (result.kind === 'unknown') {
    const { city, taxiClass, reason, effectiveFrom } = result
    const message = t(`unknown.${reason}`, {
      city: cityLabel(city, lang),
      taxiClass: t(`classes.${taxiClass}`),
      date: effectiveFrom ? formatDate(effectiveInstant(effectiveFrom).toISOString(), lang) : '',
    })
    return { kind: 'unknown', city, taxiClass, at: at.toISOString(), reason, message }
  }
  return { kind: 'estimate', ...result.estimate, at: at.toISOString(), note: t('result.meterDecides') }
}
