import type { ServerResponse } from 'node:http'
import { jobLogger, logFailure, processLogger, type ServerLogger } from './logger.ts'

/**
 * Work done only after the answer has gone out (so the answer's timing tells nothing about it):
 * a better-auth hook queues it with `afterAnswer`, keyed by the Fetch `Request` our `/api/auth/*`
 * route hands better-auth, which runs it with `runAfterAnswer` once the response is finished; a
 * route of ours calls `runAfterAnswer` itself. Without a request (a direct `auth.api` call) the
 * job runs on the next turn of the event loop.
 */
const jobs = new WeakMap<Request, () => Promise<void>>()

/** Work scheduled and not yet done: what `afterAnswerSettled` waits for. */
const pending = new Set<Promise<void>>()

function track(work: Promise<void>): void {
  pending.add(work)
  void work.finally(() => pending.delete(work))
}

/** The job on the next turn of the event loop; a failure it did not report itself is logged here, as job `after-answer`. */
function nextTurn(job: () => Promise<void>, log: ServerLogger): Promise<void> {
  return new Promise((resolve) =>
    setImmediate(
      () =>
        void job()
          .catch((error: unknown) => logFailure(jobLogger(log, 'after-answer'), 'Work after the answer failed', error))
          .finally(resolve),
    ),
  )
}

export function afterAnswer(request: Request | undefined, job: () => Promise<void>): void {
  if (request) jobs.set(request, job)
  else track(nextTurn(job, processLogger()))
}

/** The job queued for this request, if any (taken once). */
export function takeAfterAnswer(request: Request): (() => Promise<void>) | undefined {
  const job = jobs.get(request)
  jobs.delete(request)
  return job
}

/**
 * Runs `job` on the next turn of the event loop after `response` has finished: not even a caller
 * in this process waits for it. An answer that never finishes (the client went away) drops it.
 * A failure the job does not catch itself goes to `log` (the request's).
 */
export function runAfterAnswer(response: ServerResponse, job: () => Promise<void>, log: ServerLogger): void {
  track(
    new Promise<void>((resolve) => {
      let finished = false
      response.once('finish', () => {
        finished = true
        void nextTurn(job, log).then(resolve)
      })
      response.once('close', () => {
        if (!finished) resolve()
      })
    }),
  )
}

/** Resolves once every job scheduled so far (and any it scheduled) is done: tests await the outbox with it. */
export async function afterAnswerSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending])
}
