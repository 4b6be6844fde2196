import { ApiRequestError } from '#app/lib/api.ts'

/** Retry once on network or server failures; a 4xx answer will not change by asking again. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false
  return failureCount < 1
}
