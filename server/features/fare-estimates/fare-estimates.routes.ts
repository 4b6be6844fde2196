import type { z } from 'zod'
import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import { FareEstimateRequestSchema, FareEstimateResponseSchema } from '#shared/schemas/fare-estimate.ts'
import { fieldErrors } from '#shared/schemas/fields.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { serverT } from '#server/core/i18n.ts'
import { createFareEstimate } from './fare-estimates.service.ts'

/**
 * Parse a body, or answer 400 with each field's key and, for clients without our catalogs (the
 * mobile apps), the messages themselves in the caller's language.
 */
function parseOr400(schema: z.ZodType, body: unknown, lang: Lang): unknown {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const fields = fieldErrors(parsed.error)
  const tv = serverT(lang, 'validation')
  const message = [serverT(lang)('api.invalidInput'), ...Object.values(fields).map((key) => `${tv(key)}.`)].join(' ')
  throw new HttpError(400, 'INVALID_INPUT', message, fields)
}

/**
 * POST /api/v1/fare-estimates — public on purpose, like the estimator page it backs: it reads and
 * writes nothing but the tariff table, so it needs neither a session nor a database rate limit.
 */
export function fareEstimateRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: apiPath('/fare-estimates'),
      operationId: 'createFareEstimate',
      summary: 'Estimate a fare from the tariff of a city and taxi class (or say why there is none)',
      description:
        'Public, like the estimator page it backs. A 400 carries, besides the field keys, the messages ' +
        'themselves in the caller’s language (for clients without our catalogs).',
      tag: 'Fares',
      access: 'public',
      body: FareEstimateRequestSchema,
      parse: parseOr400,
      responses: { 200: FareEstimateResponseSchema },
      handler: async ({ body, lang }) => createFareEstimate(body, deps.now(), lang),
    }),
  ]
}
