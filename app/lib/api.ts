import { PAGE_LANG_HEADER, type Lang } from '#shared/routes.ts'
import type { ApiErrorBody } from '#shared/schemas/api-responses.ts'

/**
 * Thrown by `apiFetch` when a call fails: `status` 0 means the server could not be reached; otherwise
 * code, message and fields come from the answer's `ApiErrorBody`.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message)
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The `error` of an answer shaped as `ApiErrorBodySchema` says, else undefined (checked by hand:
 * no zod in the browser, decision 008).
 */
export function apiErrorOf(data: unknown): ApiErrorBody['error'] | undefined {
  const error = isRecord(data) ? data.error : undefined
  if (!isRecord(error) || typeof error.code !== 'string' || typeof error.message !== 'string') return undefined
  const { fields } = error
  if (fields === undefined) return { code: error.code, message: error.message }
  if (!isRecord(fields) || Object.values(fields).some((value) => typeof value !== 'string')) return undefined
  return { code: error.code, message: error.message, fields: fields as Record<string, string> }
}

/** JSON call to our API; errors are thrown as ApiRequestError with the server's message in `lang`. */
export async function apiFetch<T>(
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
    body?: unknown
    lang: Lang
    signal?: AbortSignal
    /** Extra request headers, e.g. a ride request's `Idempotency-Key`. */
    headers?: Record<string, string>
  },
): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': options.lang,
        // the server answers in the page's language, whatever the browser or cookie says
        [PAGE_LANG_HEADER]: options.lang,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiRequestError(0, 'NETWORK', (error as Error).message)
  }
  const text = await response.text()
  let data: unknown
  try {
    data = text ? JSON.parse(text) : null
  } catch {
    data = null // a proxy's HTML error page: fall back to the status text below
  }
  if (!response.ok) {
    const error = apiErrorOf(data)
    const retryAfter = Number(response.headers.get('retry-after'))
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'HTTP_' + response.status,
      error?.message ?? response.statusText,
      error?.fields ?? {},
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    )
  }
  return data as T
}
