import type { Lang } from '#shared/routes.ts'

/** An API failure: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
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

/** JSON call to our API; errors come back as ApiError with the server's message in `lang`. */
export async function apiFetch<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; lang: Lang; signal?: AbortSignal },
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
        'x-durak-lang': options.lang,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError(0, 'NETWORK', (error as Error).message)
  }
  const text = await response.text()
  let data: unknown
  try {
    data = text ? JSON.parse(text) : null
  } catch {
    data = null // a proxy's HTML error page: fall back to the status text below
  }
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)
      ?.error
    const retryAfter = Number(response.headers.get('retry-after'))
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_' + response.status,
      error?.message ?? response.statusText,
      error?.fields ?? {},
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    )
  }
  return data as T
}
