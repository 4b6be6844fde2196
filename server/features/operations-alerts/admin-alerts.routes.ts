import { apiPath } from '#shared/api-paths.ts'
import {
  AlertCountsSchema,
  AlertPageSchema,
  AlertParamsSchema,
  AlertSchema,
  AlertsQuerySchema,
  AnswerAlertSchema,
  CloseAlertSchema,
} from '#shared/schemas/operations-alerts.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { alertCounts, alertQueue, answerAlert, closeAlert, takeAlert } from './operations-alerts.service.ts'

const tag = 'Back-office'

/**
 * Operations' alert queue (issue 25): the alerts the sweep and the ride's own steps raise, the
 * waiting ones oldest first, their counts, and taking, answering and closing one (staff only, audited).
 */
export function operationsAlertRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/alerts'),
      operationId: 'listAlerts',
      summary:
        'The alert queue of one status (default OPEN) or ACTIVE (open and taken), by keyset pages: waiting ones oldest first, closed ones newest first; `takenBy=me` for the caller’s own',
      tag,
      access: 'staff',
      query: AlertsQuerySchema,
      responses: { 200: AlertPageSchema },
      errors: [400],
      handler: ({ query, user }) => alertQueue(deps.db, user.id, query),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/alerts/counts'),
      operationId: 'countAlerts',
      summary: 'How many alerts are open and how many are taken and not yet closed',
      tag,
      access: 'staff',
      responses: { 200: AlertCountsSchema },
      handler: () => alertCounts(deps.db),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/admin/alerts/:rideId/:kind/take'),
      operationId: 'takeAlert',
      summary: 'Take an open alert (audited). 409 `ALERT_NOT_OPEN` when someone took or closed it first',
      tag,
      access: 'staff',
      params: AlertParamsSchema,
      responses: { 200: AlertSchema },
      errors: [404, 409],
      handler: ({ params, user, lang }) => takeAlert(deps, { id: user.id, lang }, params),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/admin/alerts/:rideId/:kind/answer'),
      operationId: 'answerAlert',
      summary:
        'Write what was done about a taken alert (audited). 409 `ALERT_NOT_TAKEN` while open, `ALERT_CLOSED` once closed',
      tag,
      access: 'staff',
      params: AlertParamsSchema,
      body: AnswerAlertSchema,
      responses: { 200: AlertSchema },
      errors: [404, 409],
      handler: ({ params, body, user, lang }) => answerAlert(deps, { id: user.id, lang }, params, body.answer),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/admin/alerts/:rideId/:kind/close'),
      operationId: 'closeAlert',
      summary: 'Close an open or taken alert, with an optional note (audited). 409 `ALERT_CLOSED` when it already is',
      tag,
      access: 'staff',
      params: AlertParamsSchema,
      body: CloseAlertSchema,
      responses: { 200: AlertSchema },
      errors: [404, 409],
      handler: ({ params, body, user, lang }) => closeAlert(deps, { id: user.id, lang }, params, body.note),
    }),
  ]
}
