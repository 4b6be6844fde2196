/**
 * Work a better-auth hook wants done only after the answer has gone out (so the answer's timing
 * tells nothing about it): keyed by the Fetch `Request` our `/api/auth/*` route hands better-auth,
 * which runs it once the response is finished. Without a request (a direct `auth.api` call) it
 * runs on the next turn of the event loop.
 */
const jobs = new WeakMap<Request, () => Promise<void>>()

export function afterAnswer(request: Request | undefined, job: () => Promise<void>): void {
  if (request) jobs.set(request, job)
  else setImmediate(() => void job())
}

/** The job queued for this request, if any (taken once). */
export function takeAfterAnswer(request: Request): (() => Promise<void>) | undefined {
  const job = jobs.get(request)
  jobs.delete(request)
  return job
}
