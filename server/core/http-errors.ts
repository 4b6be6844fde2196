import type { Lang } from '#shared/routes.ts'

/** An error that becomes `{ error: { code, message, fields? } }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

/**
 * An `HttpError` thrown where the caller's language is not at hand (a cursor decoder, a state
 * check): the error handler answers with `localized(lang)` in the request's language.
 */
export class LocalizedHttpError extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    readonly localized: (lang: Lang) => string,
  ) {
    super(statusCode, code, localized('en'))
  }
}
