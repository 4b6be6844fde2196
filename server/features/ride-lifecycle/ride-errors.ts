import type { rides } from '#shared/i18n/en/rides.ts'
import type { Lang } from '#shared/routes.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'

export type RideErrorKey = keyof typeof rides.errors

/** A refusal of the lifecycle: status, stable code, and the message key the route translates. */
export class RideError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly key: RideErrorKey,
    readonly params: Record<string, string | number> = {},
    readonly headers?: Record<string, string>,
  ) {
    super(code)
  }
}

/** 409 for a move the state machine (or a faster request) does not allow; the status is named in the user's language. */
export function illegalTransition(status: string): RideError {
  return new RideError(409, 'ILLEGAL_TRANSITION', 'illegalTransition', { status })
}

/** The error in today's API shape and the caller's language. */
export function toHttpError(error: RideError, lang: Lang): HttpError {
  const t = serverT(lang, 'rides')
  const params: Record<string, string | number> = { ...error.params }
  if (typeof params.status === 'string')
    params.status = t(`status.${params.status}` as never, { defaultValue: params.status }) as string
  return new HttpError(
    error.statusCode,
    error.code,
    t(`errors.${error.key}`, params) as string,
    undefined,
    error.headers,
  )
}
